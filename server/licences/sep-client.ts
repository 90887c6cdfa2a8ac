import { z } from "zod";
import type { LicenceDegree } from "../../common/licences/types.ts";
import type { Logger } from "../logger.ts";
import { createResultCache } from "../search/result-cache.ts";
import type {
  LicenceFound,
  LicenceLookup,
  LicenceRegistry,
  LicenceUnavailable,
  UnavailableReason,
} from "./registry.ts";

/**
 * Adapter for Mexico's professional registry (SEP, Registro Nacional de Profesionistas).
 * It speaks two wire formats, chosen by SEP_REGISTRY_MODE:
 *
 * - `legacy`: `POST {url}` with `Content-Type: application/x-www-form-urlencoded` and the body
 *   `json={"maxResult":"1000","nombre":"","paterno":"","materno":"","idCedula":"…"}`
 *   (URL-encoded), answered by `{"items":[{idCedula, nombre, paterno, materno, titulo,
 *   desins, anioreg, …}]}`; an unknown cédula gives `{"items":[]}`.
 * - `api`: `{url}` is the API's base. `POST {url}/token` (no body) answers
 *   `{"token":"…","expiresIn":<seconds>}`; then `GET {url}/byDetalle?idCedula=…` with
 *   `Authorization: Bearer <token>` answers the same `{"items":[…]}`. A 401/403 means the
 *   token expired: one fresh token is fetched and the lookup repeated.
 *
 * Either may answer in ISO-8859-1 (declared in Content-Type, or not declared at all), send
 * `anioreg` as a number or a string, names in any case with stray spaces, and several items
 * for one person (one per degree). Each HTTP call has a time limit; a timeout, a network
 * error or a 5xx is tried exactly once more. Found and not-found answers are cached for 24 h;
 * an outage never is.
 */
export type SepRegistryMode = "legacy" | "api";

export interface SepRegistryOptions {
  url: string;
  mode: SepRegistryMode;
  timeoutMs: number;
  logger?: Pick<Logger, "warn">;
  cache?: { ttlMs: number; maxEntries: number };
}

const DEFAULT_CACHE = { ttlMs: 24 * 60 * 60_000, maxEntries: 5_000 };
/** Used when the token answer gives no lifetime. */
const DEFAULT_TOKEN_SECONDS = 600;

class RegistryFailure extends Error {
  override name = "RegistryFailure";
  constructor(
    readonly reason: UnavailableReason,
    readonly retryable: boolean,
    readonly httpStatus?: number,
  ) {
    super(`SEP registry: ${reason}${httpStatus ? ` (${httpStatus})` : ""}`);
  }
}

/** Carries an outage through the cache, which forgets rejected loads. */
class UnavailableAnswer extends Error {
  constructor(readonly lookup: LicenceUnavailable) {
    super(lookup.reason);
  }
}

export function createSepRegistry(options: SepRegistryOptions): LicenceRegistry & {
  clearCache(): void;
} {
  const cache = createResultCache<LicenceLookup>(options.cache ?? DEFAULT_CACHE);
  const transport =
    options.mode === "api" ? createApiTransport(options) : createLegacyTransport(options);

  async function lookupWithRetry(licenseNumber: string): Promise<LicenceLookup> {
    const attempt = async () => toLookup(licenseNumber, await transport(licenseNumber));
    const unavailable = (failure: RegistryFailure): LicenceUnavailable => {
      options.logger?.warn(
        { licenseNumber, reason: failure.reason, httpStatus: failure.httpStatus },
        "SEP registry did not answer",
      );
      return { status: "unavailable", source: "sep", licenseNumber, reason: failure.reason };
    };
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof RegistryFailure)) throw error;
      if (!error.retryable) return unavailable(error);
    }
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof RegistryFailure)) throw error;
      return unavailable(error);
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

type Transport = (licenseNumber: string) => Promise<SepItem[]>;

function createLegacyTransport(options: SepRegistryOptions): Transport {
  return async (licenseNumber) => {
    const json = JSON.stringify({
      maxResult: "1000",
      nombre: "",
      paterno: "",
      materno: "",
      idCedula: licenseNumber,
    });
    const response = await send(options, options.url, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Accept: "application/json",
      },
      body: new URLSearchParams({ json }).toString(),
    });
    failUnlessOk(response.status);
    return parseItems(response.text);
  };
}

function createApiTransport(options: SepRegistryOptions): Transport {
  const base = options.url.endsWith("/") ? options.url : `${options.url}/`;
  const tokenUrl = new URL("token", base).toString();
  let token: { value: string; expiresAt: number } | null = null;
  let pending: Promise<string> | null = null;

  async function fetchToken(): Promise<string> {
    const response = await send(options, tokenUrl, {
      method: "POST",
      headers: { Accept: "application/json" },
    });
    failUnlessOk(response.status);
    const parsed = tokenAnswerSchema.safeParse(parseJson(response.text));
    if (!parsed.success) throw new RegistryFailure("bad-body", false);
    const seconds = parsed.data.expiresIn ?? DEFAULT_TOKEN_SECONDS;
    // Renew a little early so a token never expires between our check and the call.
    token = { value: parsed.data.token, expiresAt: Date.now() + Math.max(0, seconds - 30) * 1000 };
    return token.value;
  }

  function bearer(): Promise<string> {
    if (token && token.expiresAt > Date.now()) return Promise.resolve(token.value);
    pending ??= fetchToken().finally(() => {
      pending = null;
    });
    return pending;
  }

  async function byDetalle(licenseNumber: string, value: string) {
    const url = new URL("byDetalle", base);
    url.searchParams.set("idCedula", licenseNumber);
    return send(options, url.toString(), {
      method: "GET",
      headers: { Accept: "application/json", Authorization: `Bearer ${value}` },
    });
  }

  return async (licenseNumber) => {
    let response = await byDetalle(licenseNumber, await bearer());
    if (response.status === 401 || response.status === 403) {
      token = null;
      response = await byDetalle(licenseNumber, await bearer());
    }
    failUnlessOk(response.status);
    return parseItems(response.text);
  };
}

const tokenAnswerSchema = z.object({
  token: z.string().min(1),
  expiresIn: z.coerce.number().positive().optional(),
});

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
  throw new RegistryFailure("http-error", status >= 500, status);
}

const LATIN1_CHARSETS = new Set(["iso-8859-1", "latin1", "l1", "iso8859-1", "windows-1252"]);

/**
 * The registry is an old service: honour a declared Latin-1 charset, and when none is
 * declared but the bytes are not valid UTF-8, read them as Latin-1 rather than as U+FFFD.
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

const sepItemSchema = z.looseObject({
  idCedula: z.union([z.string(), z.number()]).transform((value) => String(value).trim()),
  nombre: looseText,
  paterno: looseText,
  materno: looseText,
  titulo: looseText,
  desins: looseText,
  anioreg: z.union([z.number(), z.string()]).nullish(),
});
type SepItem = z.infer<typeof sepItemSchema>;

const sepAnswerSchema = z.object({ items: z.array(z.unknown()) });

/** `{items: [...]}`; an item that cannot be read is skipped rather than failing the answer. */
function parseItems(text: string): SepItem[] {
  const answer = sepAnswerSchema.safeParse(parseJson(text));
  if (!answer.success) throw new RegistryFailure("bad-body", false);
  return answer.data.items.flatMap((item) => {
    const parsed = sepItemSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

const clean = (value: string) =>
  value.normalize("NFC").replace(/\s+/g, " ").trim().toLocaleUpperCase("es-MX");

function yearOf(value: SepItem["anioreg"]): number | null {
  const year = typeof value === "number" ? value : Number.parseInt(String(value ?? ""), 10);
  return Number.isInteger(year) && year >= 1900 && year <= 2100 ? year : null;
}

const personName = (item: SepItem) => clean(`${item.nombre} ${item.paterno} ${item.materno}`);

const degreeOf = (item: SepItem): LicenceDegree => ({
  licenseNumber: item.idCedula,
  degree: clean(item.titulo),
  institution: clean(item.desins),
  registrationYear: yearOf(item.anioreg),
});

/**
 * The item whose cédula is the one asked for is the answer; other items of the same person
 * are their other degrees (licenciatura, especialidad…); items of other people are dropped.
 */
function toLookup(licenseNumber: string, items: SepItem[]): LicenceLookup {
  const primary = items.find((item) => item.idCedula === licenseNumber);
  if (!primary) return { status: "not-found", source: "sep", licenseNumber };
  const name = personName(primary);
  const others = items.filter(
    (item, index, all) =>
      item.idCedula !== licenseNumber &&
      personName(item) === name &&
      all.findIndex((other) => other.idCedula === item.idCedula) === index,
  );
  const degree = degreeOf(primary);
  const found: LicenceFound = {
    status: "found",
    source: "sep",
    licenseNumber,
    name,
    degree,
    degrees: [degree, ...others.map(degreeOf)],
    fullData: { ...primary },
  };
  return found;
}
