import { Router, type Request, type Response } from "express";
import {
  ADMIN_MESSAGES as M,
  adminProviderQuerySchema,
  adminProviderUpdateSchema,
  statusChangeSchema,
  validateLicenseSchema,
} from "../../common/admin/providers.ts";
import {
  adminLoginSchema as loginSchema,
  adminProviderIdSchema as idSchema,
  adminReviewQuerySchema as reviewQuerySchema,
  adminReviewReportQuerySchema as reviewReportQuerySchema,
  auditQuerySchema,
  confirmLicenseSchema,
  providersChartQuerySchema as chartQuerySchema,
  reviewRestoreSchema as restoreSchema,
} from "../../common/admin/requests.ts";
import {
  approvePendingChangeSchema,
  PENDING_CHANGE_MESSAGES,
  pendingChangesQuerySchema,
  rejectPendingChangeSchema,
} from "../../common/admin/pending-changes.ts";
import { reviewReportDecisionSchema } from "../../common/reviews/reports.ts";
import { AppError, badRequest, notFound } from "../../common/errors.ts";
import type { Services } from "../services.ts";
import {
  adminCookieSecure,
  clearAdminCookie,
  readAdminToken,
  requireAdmin,
  setAdminCookie,
  type AdminLocals,
} from "./admin-auth.ts";
import { RATE_LIMITS } from "./rate-limits.ts";
import { reviewReportIdSchema } from "../../common/reviews/ids.ts";

/**
 * The /admin/login page's form posts to its React Router action ("/admin/login" without
 * JavaScript, "/admin/login.data" with it): limited per connection like the API login.
 */
export function adminLoginPageLimiter() {
  return RATE_LIMITS.adminLogin();
}

export function adminOf(res: Response): AdminLocals {
  return res.locals.admin as AdminLocals;
}

function providerId(req: Request): number {
  const parsed = idSchema.safeParse(req.params.id);
  if (!parsed.success) throw notFound(M.providerNotFound);
  return parsed.data;
}

function pendingChangeId(req: Request): number {
  const parsed = idSchema.safeParse(req.params.id);
  if (!parsed.success) throw notFound(PENDING_CHANGE_MESSAGES.notFound);
  return parsed.data;
}

/**
 * /api/admin/*: the administrators' session (admin-side 7) and the provider panel. Everything
 * but login answers 401 without an administrator session; patients' and doctors' sessions are
 * another cookie and count for nothing here.
 */
export function adminRouter(services: Services): Router {
  const router = Router();
  const { admin, adminAccounts } = services;

  // A ceiling per connection in front; the rules that matter (an address that keeps failing is
  // blocked, an account that keeps failing is slowed) live in the admin accounts service.
  const loginPerConnection = RATE_LIMITS.adminLogin();

  router.post("/admin/login", loginPerConnection, async (req, res) => {
    const parsed = loginSchema.safeParse(req.body ?? {});
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? M.credentialsRequired;
      throw badRequest(message, { message });
    }
    try {
      const session = await adminAccounts.login(parsed.data.username, parsed.data.password, {
        ip: req.ip,
      });
      setAdminCookie(res, session.token, session.expiresAt, adminCookieSecure(req, services));
      await admin.recordSession(session.admin, "admin.login");
      res.json({ success: true, message: M.loginOk, user: session.admin });
    } catch (error) {
      // The spec's client shows `message` on failure.
      if (error instanceof AppError && error.code === "unauthorized") {
        throw new AppError("unauthorized", M.invalidCredentials, {
          message: M.invalidCredentials,
        });
      }
      throw error;
    }
  });

  // Every other /api/admin/* path, known or not, needs an administrator.
  router.use("/admin", requireAdmin(services));

  router.get("/admin/session", (_req, res) => {
    res.json({ authenticated: true, user: adminOf(res) });
  });

  router.post("/admin/logout", async (req, res) => {
    await adminAccounts.logout(readAdminToken(req));
    await admin.recordSession(adminOf(res), "admin.logout");
    clearAdminCookie(res, adminCookieSecure(req, services));
    res.json({ success: true });
  });

  router.get("/admin/providers", async (req, res) => {
    res.json(await admin.listProviders(adminProviderQuerySchema.parse(req.query)));
  });

  router.get("/admin/providers/stats", async (_req, res) => {
    res.json(await admin.stats());
  });

  router.get("/admin/providers/filter-options", async (_req, res) => {
    res.json(await admin.filterOptions());
  });

  router.get("/admin/providers/chart", async (req, res) => {
    const { months } = chartQuerySchema.parse(req.query);
    res.json(await admin.providersOverTime(months));
  });

  router.get("/admin/providers/:id", async (req, res) => {
    res.json(await admin.getProvider(providerId(req)));
  });

  router.put("/admin/providers/:id/status", async (req, res) => {
    const id = providerId(req);
    const input = statusChangeSchema.parse(req.body ?? {});
    res.json(await admin.setStatus(id, input, adminOf(res)));
  });

  router.put("/admin/providers/:id", async (req, res) => {
    const id = providerId(req);
    const input = adminProviderUpdateSchema.parse(req.body ?? {});
    res.json(await admin.updateProvider(id, input, adminOf(res)));
  });

  router.post("/admin/providers/:id/validate-license", async (req, res) => {
    const id = providerId(req);
    const input = validateLicenseSchema.parse(req.body ?? {});
    res.json(await admin.validateLicense(id, input, adminOf(res)));
  });

  router.post("/admin/providers/:id/confirm-license", async (req, res) => {
    const id = providerId(req);
    const input = confirmLicenseSchema.parse(req.body ?? {});
    res.json(
      await admin.confirmLicense(
        id,
        {
          licenseNumber: input.licenseNumber,
          data: {
            // Missing ones are refused by the licenses service with its own message.
            name: input.name ?? "",
            degree: input.degree ?? "",
            institution: input.institution ?? "",
            registrationYear: input.registrationYear ?? null,
            ...(input.expeditionDate ? { expeditionDate: input.expeditionDate } : {}),
          },
          override: input.override,
          note: input.note,
        },
        adminOf(res),
      ),
    );
  });

  router.get("/admin/pending-changes", async (req, res) => {
    res.json(await admin.listPendingChanges(pendingChangesQuerySchema.parse(req.query)));
  });

  router.post("/admin/pending-changes/:id/approve", async (req, res) => {
    const id = pendingChangeId(req);
    const input = approvePendingChangeSchema.parse(req.body ?? {});
    res.json(await admin.approvePendingChange(id, input, adminOf(res)));
  });

  router.post("/admin/pending-changes/:id/reject", async (req, res) => {
    const id = pendingChangeId(req);
    const input = rejectPendingChangeSchema.parse(req.body ?? {});
    res.json(await admin.rejectPendingChange(id, input, adminOf(res)));
  });

  router.get("/admin/reviews", async (req, res) => {
    const { status } = reviewQuerySchema.parse(req.query);
    res.json(await admin.listReviews(status));
  });

  router.put("/admin/reviews/:id/restore", async (req, res) => {
    const id = idSchema.parse(req.params.id);
    const { notes } = restoreSchema.parse(req.body ?? {});
    res.json(await admin.restoreReview(id, notes, adminOf(res)));
  });

  // Owners' reports: the review stays public until an administrator decides here.
  router.get("/admin/review-reports", async (req, res) => {
    const { status } = reviewReportQuerySchema.parse(req.query);
    res.json(await services.reviews.listReports(status));
  });

  router.put("/admin/review-reports/:id/decision", async (req, res) => {
    const id = reviewReportIdSchema.parse(req.params.id);
    const input = reviewReportDecisionSchema.parse(req.body ?? {});
    res.json(await services.reviews.decideReport(id, input, adminOf(res).id));
  });

  router.get("/admin/audit", async (req, res) => {
    res.json(await admin.auditLog(auditQuerySchema.parse(req.query)));
  });

  return router;
}
