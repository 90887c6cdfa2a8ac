import { Router } from "express";
import type {
  LicenseLookupAnswer,
  LicenseValidation,
  LicenseValidationAnswer,
} from "../../common/licenses/types.ts";
import type { Services } from "../services.ts";
import { RATE_LIMITS } from "./rate-limits.ts";

/** An outage of the registry is the registry's fault, not the caller's: 503, never 500. */
const statusOf = (result: LicenseValidation) => (result.status === "unavailable" ? 503 : 200);

/** The GET answer of the spec: `{ isValid, data, error }` (Spanish field names in `data`). */
function toLookupAnswer(result: LicenseValidation): LicenseLookupAnswer {
  return {
    isValid: result.isValid,
    source: result.source,
    data: result.data,
    ...(result.isValid ? {} : { error: result.message }),
  };
}

/** The POST answer of the spec: `{ isValid, message, licenseData }`. */
function toValidationAnswer(result: LicenseValidation): LicenseValidationAnswer {
  return {
    isValid: result.isValid,
    source: result.source,
    message: result.message,
    licenseData: result.licenseData,
    ...(result.isValid ? {} : { error: result.message }),
  };
}

/** Public cédula lookup (public-side 7), used while a doctor fills in a registration form. */
export function licensesRouter(services: Services): Router {
  const router = Router();
  const limit = RATE_LIMITS.license();

  router.get("/public/validate-license", limit, async (req, res) => {
    const result = await services.licenses.validateLicense(req.query.license);
    res.status(statusOf(result)).json(toLookupAnswer(result));
  });

  router.post("/public/validate-license", limit, async (req, res) => {
    const body = (req.body ?? {}) as { licenseNumber?: unknown };
    const result = await services.licenses.validateLicense(body.licenseNumber);
    res.status(statusOf(result)).json(toValidationAnswer(result));
  });

  return router;
}
