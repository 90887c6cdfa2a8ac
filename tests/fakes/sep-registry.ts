import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A real HTTP server on loopback that speaks the API behind the SEP's public portal
 * (cedulaprofesional.sep.gob.mx), as public clients of the portal use it; the SEP does not
 * document it.
 *
 * - `GET /api/auth/token` with `X-Client-Id` and `X-API-Key` answers
 *   `{"access_token":"<JWT>"}`; wrong or missing credentials are a 401 with a JSON error.
 * - `POST /api/rnp/solr/profesionista/consultar/byDetalle` with `Authorization: Bearer <token>`,
 *   `Content-Type: application/json` and `{"numCedula":"…"}` answers a bare JSON array of
 *   records (`cedula`, `nombre`, `primerApellido`, `segundoApellido`, `profesion`,
 *   `institucion`, `anioRegistro`, …), empty for an unknown number. An unknown, expired or
 *   missing token is a 401; a body without `numCedula` a 400.
 *
 * Behaviour is scripted per cédula (FAKE_CEDULAS) or per endpoint (`scriptNext`). Every
 * request is recorded with its headers and body.
 */
export const FAKE_CEDULAS = {
  /** MÉDICO CIRUJANO, one degree. */
  valid: "1234567",
  /** A person with a licenciatura (this cédula) and an especialidad (especialidadOf). */
  twoDegrees: "7654321",
  especialidadOf: "10293847",
  unknown: "9999999",
  /** Answers after `slowMs`, well past any test timeout. */
  slow: "5555555",
  /** 500 on the first lookup, 200 from the second on (per server, until reset()). */
  flaky: "4040404",
  /** Always 500. */
  broken: "5000000",
  /** Always 429 with Retry-After, as a rate-limited client sees it. */
  rateLimited: "4290429",
  /** JSON in ISO-8859-1 bytes, declared in Content-Type. */
  latin1: "2468013",
  /** ISO-8859-1 bytes with no charset declared. */
  latin1Undeclared: "1357913",
  /** 200 with an HTML error page. */
  htmlPage: "8080808",
} as const;

/** The credentials the fake accepts unless told otherwise. */
export const FAKE_SEP_CREDENTIALS = {
  clientId: "cliente-de-prueba",
  apiKey: "clave-de-prueba-9f8e7d6c5b4a",
} as const;

export const SEP_TOKEN_PATH = "/api/auth/token";
export const SEP_BY_DETALLE_PATH = "/api/rnp/solr/profesionista/consultar/byDetalle";

export type SepEndpoint = "token" | "byDetalle";
/** A scripted answer: an HTTP status (429 carries Retry-After) or "slow" (past any timeout). */
export type ScriptedAnswer = number | "slow";

export interface RecordedSepRequest {
  method: string;
  path: string;
  /** Lower-case names, as Node gives them. */
  headers: Record<string, string | undefined>;
  body: string;
  /** The `numCedula` of a byDetalle request whose body could be read. */
  numCedula: string | undefined;
}

export interface SepRecord {
  cedula: string;
  nombre: string;
  primerApellido: string;
  segundoApellido: string;
  profesion: string;
  institucion: string;
  anioRegistro: number | string;
  genero?: string;
  nivelEducativo?: string;
  carrera?: string;
  entidadInstitucion?: string;
  fechaExpedicion?: string;
}

export const FAKE_RECORDS: Record<string, SepRecord[]> = {
  [FAKE_CEDULAS.valid]: [
    {
      cedula: FAKE_CEDULAS.valid,
      nombre: "MARÍA FERNANDA",
      primerApellido: "LÓPEZ",
      segundoApellido: "GARCÍA",
      genero: "MUJER",
      nivelEducativo: "LICENCIATURA",
      carrera: "MÉDICO CIRUJANO",
      profesion: "MÉDICO CIRUJANO",
      institucion: "UNIVERSIDAD NACIONAL AUTÓNOMA DE MÉXICO",
      entidadInstitucion: "CIUDAD DE MÉXICO",
      anioRegistro: "1991",
      fechaExpedicion: "1991-08-14",
    },
  ],
  // The especialidad comes first and the name in odd case and spacing, as the registry may send it.
  [FAKE_CEDULAS.twoDegrees]: [
    {
      cedula: FAKE_CEDULAS.especialidadOf,
      nombre: " ana lucía ",
      primerApellido: "Hernández",
      segundoApellido: "RUIZ ",
      profesion: "ESPECIALIDAD EN PEDIATRÍA",
      institucion: "INSTITUTO MEXICANO DEL SEGURO SOCIAL",
      anioRegistro: "2010",
    },
    {
      cedula: FAKE_CEDULAS.twoDegrees,
      nombre: "ANA LUCÍA",
      primerApellido: "HERNÁNDEZ",
      segundoApellido: "RUIZ",
      profesion: "MÉDICO CIRUJANO",
      institucion: "UNIVERSIDAD DE GUADALAJARA",
      anioRegistro: 2005,
    },
    {
      cedula: "11112222",
      nombre: "OTRA",
      primerApellido: "PERSONA",
      segundoApellido: "DISTINTA",
      profesion: "LICENCIADO EN DERECHO",
      institucion: "UNIVERSIDAD DE GUADALAJARA",
      anioRegistro: 2001,
    },
  ],
  [FAKE_CEDULAS.flaky]: [
    {
      cedula: FAKE_CEDULAS.flaky,
      nombre: "JORGE",
      primerApellido: "RAMÍREZ",
      segundoApellido: "SOTO",
      profesion: "MÉDICO CIRUJANO Y PARTERO",
      institucion: "INSTITUTO POLITÉCNICO NACIONAL",
      anioRegistro: 1998,
    },
  ],
  [FAKE_CEDULAS.latin1]: [
    {
      cedula: FAKE_CEDULAS.latin1,
      nombre: "JOSÉ ÁNGEL",
      primerApellido: "NÚÑEZ",
      segundoApellido: "PEÑA",
      profesion: "MÉDICO CIRUJANO",
      institucion: "UNIVERSIDAD AUTÓNOMA DE GUADALAJARA",
      anioRegistro: 2001,
    },
  ],
  [FAKE_CEDULAS.latin1Undeclared]: [
    {
      cedula: FAKE_CEDULAS.latin1Undeclared,
      nombre: "SOFÍA",
      primerApellido: "MUÑOZ",
      segundoApellido: "IBÁÑEZ",
      profesion: "LICENCIADA EN PSICOLOGÍA",
      institucion: "BENEMÉRITA UNIVERSIDAD AUTÓNOMA DE PUEBLA",
      anioRegistro: 2012,
    },
  ],
};

export interface FakeSepRegistryOptions {
  /** How long "slow" answers take; keep it well past the adapter's timeout. */
  slowMs?: number;
  /** The credentials the token endpoint accepts. */
  credentials?: { clientId: string; apiKey: string };
  /** Lifetime of issued tokens (their `exp`); null issues tokens without `exp`. */
  tokenLifetimeSeconds?: number | null;
}

export interface FakeSepRegistry {
  /** The portal's base: SEP_REGISTRY_URL. */
  url: string;
  /** SEP_REGISTRY_URL, SEP_CLIENT_ID and SEP_API_KEY for an app pointed at this fake. */
  env: { SEP_REGISTRY_URL: string; SEP_CLIENT_ID: string; SEP_API_KEY: string };
  requests: RecordedSepRequest[];
  /** byDetalle requests that asked about one cédula. */
  lookupsOf(numCedula: string): RecordedSepRequest[];
  /** Requests to one endpoint, in order. */
  requestsTo(endpoint: SepEndpoint): RecordedSepRequest[];
  /** Every token issued so far is expired from now on (a 401 on byDetalle). */
  expireTokens(): void;
  /** The next requests to `endpoint` get these answers, one each, before normal service. */
  scriptNext(endpoint: SepEndpoint, ...answers: ScriptedAnswer[]): void;
  /** Forget recorded requests, issued tokens, scripts and the flaky cédula's first failure. */
  reset(): void;
  close(): Promise<void>;
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

export async function startFakeSepRegistry(
  options: FakeSepRegistryOptions = {},
): Promise<FakeSepRegistry> {
  const slowMs = options.slowMs ?? 2_000;
  const credentials = options.credentials ?? FAKE_SEP_CREDENTIALS;
  const lifetime =
    options.tokenLifetimeSeconds === undefined ? 3_600 : options.tokenLifetimeSeconds;
  const requests: RecordedSepRequest[] = [];
  /** Issued tokens and when each stops working (ms; Infinity without exp). */
  const tokens = new Map<string, number>();
  const scripts: Record<SepEndpoint, ScriptedAnswer[]> = { token: [], byDetalle: [] };
  const timers = new Set<NodeJS.Timeout>();
  let flakyFailed = false;

  function later(res: ServerResponse, send: () => void) {
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!res.destroyed) send();
    }, slowMs);
    timers.add(timer);
  }

  /** Answers a scripted failure; false when none is queued for this endpoint. */
  function scripted(endpoint: SepEndpoint, res: ServerResponse, normal: () => void): boolean {
    const answer = scripts[endpoint].shift();
    if (answer === undefined) return false;
    if (answer === "slow") later(res, normal);
    else sendStatus(res, answer);
    return true;
  }

  function issueToken(): string {
    const now = Math.floor(Date.now() / 1000);
    const payload = {
      iss: "https://fake-sep.test/realms/rnp",
      sub: credentials.clientId,
      iat: now,
      jti: randomBytes(8).toString("hex"),
      ...(lifetime === null ? {} : { exp: now + lifetime }),
    };
    const token = [
      base64url({ alg: "RS256", typ: "JWT" }),
      base64url(payload),
      randomBytes(32).toString("base64url"),
    ].join(".");
    tokens.set(token, lifetime === null ? Infinity : (now + lifetime) * 1000);
    return token;
  }

  function handleToken(req: IncomingMessage, res: ServerResponse) {
    const issue = () => sendJson(res, 200, { access_token: issueToken() });
    if (scripted("token", res, issue)) return;
    const id = req.headers["x-client-id"];
    const key = req.headers["x-api-key"];
    if (id !== credentials.clientId || key !== credentials.apiKey) {
      return sendJson(res, 401, {
        error: "unauthorized",
        message: "Credenciales de cliente inválidas",
      });
    }
    issue();
  }

  function handleByDetalle(req: IncomingMessage, res: ServerResponse, record: RecordedSepRequest) {
    const bearer = /^Bearer (\S+)$/.exec(req.headers.authorization ?? "")?.[1];
    const expiresAt = bearer ? tokens.get(bearer) : undefined;
    if (expiresAt === undefined || expiresAt <= Date.now()) {
      return sendJson(res, 401, { error: "invalid_token", message: "Token inválido o vencido" });
    }
    if (!req.headers["content-type"]?.startsWith("application/json")) {
      return sendJson(res, 400, { error: "bad_request", message: "Se esperaba JSON" });
    }
    const numCedula = numCedulaOf(record.body);
    if (numCedula === undefined) {
      return sendJson(res, 400, { error: "bad_request", message: "Falta numCedula" });
    }
    record.numCedula = numCedula;
    const answer = () => answerLookup(res, numCedula);
    if (scripted("byDetalle", res, answer)) return;
    answer();
  }

  function answerLookup(res: ServerResponse, numCedula: string) {
    const records = FAKE_RECORDS[numCedula] ?? [];
    switch (numCedula) {
      case FAKE_CEDULAS.slow:
        return later(res, () => sendJson(res, 200, []));
      case FAKE_CEDULAS.broken:
        return sendStatus(res, 500);
      case FAKE_CEDULAS.rateLimited:
        return sendStatus(res, 429);
      case FAKE_CEDULAS.flaky:
        if (!flakyFailed) {
          flakyFailed = true;
          return sendStatus(res, 500);
        }
        break;
      case FAKE_CEDULAS.latin1:
        return sendLatin1(res, records, "application/json; charset=ISO-8859-1");
      case FAKE_CEDULAS.latin1Undeclared:
        return sendLatin1(res, records, "application/json");
      case FAKE_CEDULAS.htmlPage:
        res.writeHead(200, { "Content-Type": "text/html; charset=UTF-8" });
        res.end("<html><body>Servicio en mantenimiento</body></html>");
        return;
    }
    sendJson(res, 200, records);
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const body = await readBody(req);
    const path = new URL(req.url ?? "/", "http://fake-sep").pathname;
    const record: RecordedSepRequest = {
      method: req.method ?? "",
      path,
      headers: { ...req.headers } as Record<string, string | undefined>,
      body,
      numCedula: undefined,
    };
    requests.push(record);
    if (req.method === "GET" && path === SEP_TOKEN_PATH) return handleToken(req, res);
    if (req.method === "POST" && path === SEP_BY_DETALLE_PATH) {
      return handleByDetalle(req, res, record);
    }
    sendJson(res, 404, { error: "not_found", message: "Recurso no encontrado" });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) sendStatus(res, 500);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const pathOf: Record<SepEndpoint, string> = {
    token: SEP_TOKEN_PATH,
    byDetalle: SEP_BY_DETALLE_PATH,
  };

  return {
    url,
    env: {
      SEP_REGISTRY_URL: url,
      SEP_CLIENT_ID: credentials.clientId,
      SEP_API_KEY: credentials.apiKey,
    },
    requests,
    lookupsOf: (numCedula) => requests.filter((request) => request.numCedula === numCedula),
    requestsTo: (endpoint) => requests.filter((request) => request.path === pathOf[endpoint]),
    expireTokens() {
      for (const token of tokens.keys()) tokens.set(token, 0);
    },
    scriptNext(endpoint, ...answers) {
      scripts[endpoint].push(...answers);
    },
    reset() {
      requests.length = 0;
      tokens.clear();
      scripts.token.length = 0;
      scripts.byDetalle.length = 0;
      flakyFailed = false;
    },
    close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function numCedulaOf(body: string): string | undefined {
  try {
    const value: unknown = JSON.parse(body);
    if (!value || typeof value !== "object") return undefined;
    const numCedula = (value as { numCedula?: unknown }).numCedula;
    return typeof numCedula === "string" && numCedula !== "" ? numCedula : undefined;
  } catch {
    return undefined;
  }
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

function sendJson(res: ServerResponse, status: number, value: unknown, headers = {}) {
  res.writeHead(status, { "Content-Type": "application/json; charset=UTF-8", ...headers });
  res.end(JSON.stringify(value));
}

/** A failure as the service's gateway words it; 429 says when to come back. */
function sendStatus(res: ServerResponse, status: number) {
  if (status === 429) {
    return sendJson(res, 429, { error: "too_many_requests" }, { "Retry-After": "60" });
  }
  sendJson(res, status, { error: status >= 500 ? "internal_error" : "error", status });
}

function sendLatin1(res: ServerResponse, value: unknown, contentType: string) {
  res.writeHead(200, { "Content-Type": contentType });
  res.end(Buffer.from(JSON.stringify(value), "latin1"));
}
