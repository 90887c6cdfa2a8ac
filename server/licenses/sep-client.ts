import { z } from "zod";
import type { LicenseDegree } from "../../common/licenses/types.ts";
import type { Logger } from "../logger.ts";
import { createLoadingCache } from "../lib/cache.ts";
import type {
  LicenseFound,
  LicenseLookup,
  LicenseRegistry,
  LicenseUnavailable,
  UnavailableReason,
} from "./registry.ts";

/**
 * Adapter for Mexico's professional registry (SEP, Registro Nacional de Profesionistas), through
 * the API behind the public portal cedulaprofesional.sep.gob.mx. The SEP does not document it;
 * this follows what the portal's own page and other public clients do:
 *
 * 1. `GET {base}/api/auth/token` with `X-Client-Id` and `X-API-Key` answers
 *    `{"access_token":"<JWT>"}`. The token is kept until shortly before its `exp`.
 * 2. `POST {base}/api/rnp/solr/profesionista/consultar/byDetalle` with
 *    `Authorization: Bearer <token>`, `Content-Type: application/json` and
 *    `{"numCedula":"…"}` answers a bare array of records (`cedula`, `nombre`,
 *    `primerApellido`, `segundoApellido`, `profesion`, `institucion`, `anioRegistro`, …);
 *    an empty array means the number is unknown.
 *
 * Both carry the portal's `Origin` and `Referer`, as the browser does. A 401 on the lookup
 * drops the token and repeats the lookup once with a fresh one; a 401/403 on the token call
 * means the configured credentials are refused. A timeout, a network error or a 5xx repeats
 * the whole lookup once; a 429 does not (asking again sooner only prolongs the limit). Found
 * and not-found answers are cached for 24 h; an outage never is. The credentials and tokens
 * never reach a log line or an error message.
 */
export interface SepRegistryOptions {
  /** The portal's base, e.g. https://cedulaprofesional.sep.gob.mx */
  url: string;
  clientId: string;
  apiKey: string;
  timeoutMs: number;
  logger?: Pick<Logger, "warn" | "error">;
  cache?: { ttlMs: number; maxEntries: number };
  /** The clock that decides when a token is renewed; tests move it. */
  now?: () => number;
}

export const SEP_API_PATHS = {
  token: "api/auth/token",
  byDetalle: "api/rnp/solr/profesionista/consultar/byDetalle",
} as const;

const DEFAULT_CACHE = { ttlMs: 24 * 60 * 60_000, maxEntries: 5_000 };
/** Assumed lifetime of a token without `exp` (the portal's tokens last about an hour). */
const DEFAULT_TOKEN_MS = 60 * 60_000;
/** Renew this long before `exp`, so a token never expires between our check and the call. */
const RENEW_BEFORE_MS = 60_000;

class RegistryFailure extends Error {
  override name = "RegistryFailure";
  constructor(
    readonly reason: UnavailableReason,
    readonly retryable: boolean,
    readonly httpStatus?: number,
  ) {
    super(`Registro de la SEP: ${reason}${httpStatus ? ` (${httpStatus})` : ""}`);
  }
}

/** Carries an outage through the cache, which forgets rejected loads. */
class UnavailableAnswer extends Error {
  constructor(readonly lookup: LicenseUnavailable) {
    super(lookup.reason);
  }
}

export function createSepRegistry(options: SepRegistryOptions): LicenseRegistry & {
  clearCache(): void;
} {
  const cache = createLoadingCache<LicenseLookup>(options.cache ?? DEFAULT_CACHE);
  const fetchRecords = createPortalClient(options);

  function unavailable(licenseNumber: string, failure: RegistryFailure): LicenseUnavailable {
    const details = { licenseNumber, reason: failure.reason, httpStatus: failure.httpStatus };
    if (failure.reason === "credentials") {
      options.logger?.error(
        details,
        "la SEP rechazó las credenciales del cliente (revisa SEP_CLIENT_ID y SEP_API_KEY)",
      );
    } else {
      options.logger?.warn(details, "el Registro Nacional de Profesionistas no respondió");
    }
    return { status: "unavailable", source: "sep", licenseNumber, reason: failure.reason };
  }

  async function lookupWithRetry(licenseNumber: string): Promise<LicenseLookup> {
    const attempt = async () => toLookup(licenseNumber, await fetchRecords(licenseNumber));
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof RegistryFailure)) throw error;
      if (!error.retryable) return unavailable(licenseNumber, error);
    }
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof RegistryFailure)) throw error;
      return unavailable(licenseNumber, error);
    }
  }

  return {
    async lookup(licenseNumber) {
      try {
        return await cache.get(licenseNumber, async () => {
          const result = await lookupWithRetry(licenseNumber);
          if (result.status === "unavailable") throw new UnavailableAnswer(result);
          return result;
        });
      } catch (error) {
        if (error instanceof UnavailableAnswer) return error.lookup;
        throw error;
      }
    },
    clearCache: () => cache.clear(),
  };
}

/** One lookup through the token and byDetalle calls; throws RegistryFailure. */
function createPortalClient(options: SepRegistryOptions) {
  const base = new URL(options.url.endsWith("/") ? options.url : `${options.url}/`);
  const tokenUrl = new URL(SEP_API_PATHS.token, base).toString();
  const byDetalleUrl = new URL(SEP_API_PATHS.byDetalle, base).toString();
  // What a browser on the portal sends; the service may refuse calls that look like no page's.
  const portalHeaders = { Origin: base.origin, Referer: `${base.origin}/` };
  const tokens = createTokenCache(options.now ?? Date.now, async () => {
    const response = await send(options, tokenUrl, {
      method: "GET",
      headers: {
        ...portalHeaders,
        Accept: "application/json",
        "X-Client-Id": options.clientId,
        "X-API-Key": options.apiKey,
      },
    });
    if (response.status === 401 || response.status === 403) {
      throw new RegistryFailure("credentials", false, response.status);
    }
    failUnlessOk(response.status);
    const parsed = tokenAnswerSchema.safeParse(parseJson(response.text));
    if (!parsed.success) throw new RegistryFailure("bad-body", false);
    return parsed.data.access_token;
  });

  const byDetalle = (licenseNumber: string, token: string) =>
    send(options, byDetalleUrl, {
      method: "POST",
      headers: {
        ...portalHeaders,
        Accept: "application/json",
        "Content-Type": "application/json",
        Authorization: `Bearer ${token}`,
      },
      body: JSON.stringify({ numCedula: licenseNumber }),
    });

  return async (licenseNumber: string): Promise<SepRecord[]> => {
    const token = await tokens.current();
    let response = await byDetalle(licenseNumber, token);
    if (response.status === 401) {
      tokens.discard(token);
      response = await byDetalle(licenseNumber, await tokens.current());
      // A token minted a moment ago refused too: the client is not allowed to look up.
      if (response.status === 401) throw new RegistryFailure("credentials", false, 401);
    }
    failUnlessOk(response.status);
    return parseRecords(response.text);
  };
}

const tokenAnswerSchema = z.object({ access_token: z.string().min(1) });

/**
 * Keeps one token and renews it shortly before it expires. Lookups that need a token while
 * one is being fetched wait for that same request instead of asking for their own.
 */
function createTokenCache(now: () => number, fetchToken: () => Promise<string>) {
  let token: { value: string; renewAt: number } | null = null;
  let pending: Promise<string> | null = null;

  async function renew(): Promise<string> {
    const value = await fetchToken();
    token = { value, renewAt: renewalTime(value, now()) };
    return value;
  }

  return {
    current(): Promise<string> {
      if (token && now() < token.renewAt) return Promise.resolve(token.value);
      pending ??= renew().finally(() => {
        pending = null;
      });
      return pending;
    },
    /** Forget a refused token, unless another lookup already replaced it. */
    discard(value: string) {
      if (token?.value === value) token = null;
    },
  };
}

/**
 * When to stop using a token: a minute before its `exp`, or halfway through a shorter life.
 * We are the token's client, not its audience, so the signature is not ours to check.
 */
function renewalTime(token: string, issuedAt: number): number {
  const exp = expiryOf(token);
  const expiresAt = exp === null ? issuedAt + DEFAULT_TOKEN_MS : exp;
  const life = expiresAt - issuedAt;
  return expiresAt - Math.min(RENEW_BEFORE_MS, Math.max(0, life) / 2);
}

const jwtPayloadSchema = z.object({ exp: z.number().finite() });

/** The `exp` claim of a JWT in milliseconds, or null when the token has none or is no JWT. */
function expiryOf(token: string): number | null {
  const payload = token.split(".")[1];
  if (!payload) return null;
  try {
    const parsed = jwtPayloadSchema.safeParse(
      JSON.parse(Buffer.from(payload, "base64url").toString("utf8")),
    );
    return parsed.success ? parsed.data.exp * 1000 : null;
  } catch {
    return null;
  }
}

/** One HTTP call under the time limit; the body is read (and decoded) under the same limit. */
async function send(
  options: SepRegistryOptions,
  url: string,
  init: RequestInit,
): Promise<{ status: number; text: string }> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(options.timeoutMs) });
    const bytes = new Uint8Array(await response.arrayBuffer());
    return {
      status: response.status,
      text: decodeBody(bytes, response.headers.get("content-type")),
    };
  } catch (error) {
    const name = (error as { name?: unknown } | null)?.name;
    if (name === "TimeoutError" || name === "AbortError") {
      throw new RegistryFailure("timeout", true);
    }
    throw new RegistryFailure("network", true);
  }
}

function failUnlessOk(status: number): void {
  if (status >= 200 && status < 300) return;
  if (status === 429) throw new RegistryFailure("rate-limited", false, status);
  throw new RegistryFailure("http-error", status >= 500, status);
}

const LATIN1_CHARSETS = new Set(["iso-8859-1", "latin1", "l1", "iso8859-1", "windows-1252"]);

/**
 * Public clients of the registry convert its answers from Latin-1: honour a declared Latin-1
 * charset, and when none is declared but the bytes are not valid UTF-8, read them as Latin-1
 * rather than as U+FFFD.
 */
export function decodeBody(bytes: Uint8Array, contentType: string | null): string {
  const charset = /charset\s*=\s*"?([^";\s]+)/i.exec(contentType ?? "")?.[1]?.toLowerCase();
  if (charset && LATIN1_CHARSETS.has(charset)) return new TextDecoder("latin1").decode(bytes);
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("latin1").decode(bytes);
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new RegistryFailure("bad-body", false);
  }
}

const looseText = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => (value == null ? "" : String(value)));

const optionalText = z.string().optional().catch(undefined);

const sepRecordSchema = z.looseObject({
  cedula: z.union([z.string(), z.number()]).transform((value) => String(value).trim()),
  nombre: looseText,
  primerApellido: looseText,
  segundoApellido: looseText,
  profesion: looseText,
  carrera: optionalText,
  institucion: looseText,
  anioRegistro: z.union([z.number(), z.string()]).nullish(),
  fechaExpedicion: optionalText,
});
type SepRecord = z.infer<typeof sepRecordSchema>;

/** A bare array; a record that cannot be read is skipped rather than failing the answer. */
function parseRecords(text: string): SepRecord[] {
  const answer = z.array(z.unknown()).safeParse(parseJson(text));
  if (!answer.success) throw new RegistryFailure("bad-body", false);
  return answer.data.flatMap((record) => {
    const parsed = sepRecordSchema.safeParse(record);
    return parsed.success ? [parsed.data] : [];
  });
}

const clean = (value: string) =>
  value.normalize("NFC").replace(/\s+/g, " ").trim().toLocaleUpperCase("es-MX");

function yearOf(value: SepRecord["anioRegistro"]): number | null {
  const year = typeof value === "number" ? value : Number.parseInt(String(value ?? ""), 10);
  return Number.isInteger(year) && year >= 1900 && year <= 2100 ? year : null;
}

/** The holder's name parts, cleaned, as the name matcher and the admin view read them. */
const nameParts = (record: SepRecord) => ({
  nombre: clean(record.nombre),
  primerApellido: clean(record.primerApellido),
  segundoApellido: clean(record.segundoApellido),
});

const personName = (record: SepRecord) =>
  clean(`${record.nombre} ${record.primerApellido} ${record.segundoApellido}`);

const degreeOf = (record: SepRecord): LicenseDegree => ({
  licenseNumber: record.cedula,
  // Older records leave profesion empty and name the degree only as carrera.
  degree: clean(record.profesion || record.carrera || ""),
  institution: clean(record.institucion),
  registrationYear: yearOf(record.anioRegistro),
});

/**
 * The record whose cédula is the one asked for is the answer; other records of the same person
 * are their other degrees (licenciatura, especialidad…); records of other people are dropped.
 */
function toLookup(licenseNumber: string, records: SepRecord[]): LicenseLookup {
  const primary = records.find((record) => record.cedula === licenseNumber);
  if (!primary) return { status: "not-found", source: "sep", licenseNumber };
  const name = personName(primary);
  const others = records.filter(
    (record, index, all) =>
      record.cedula !== licenseNumber &&
      personName(record) === name &&
      all.findIndex((other) => other.cedula === record.cedula) === index,
  );
  const degree = degreeOf(primary);
  const expeditionDate = primary.fechaExpedicion?.trim();
  const found: LicenseFound = {
    status: "found",
    source: "sep",
    licenseNumber,
    name,
    degree,
    degrees: [degree, ...others.map(degreeOf)],
    ...(expeditionDate ? { expeditionDate } : {}),
    fullData: { ...primary, ...nameParts(primary) },
  };
  return found;
}
