import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A real HTTP server on loopback that speaks both wire formats of the SEP professional
 * registry the adapter (server/licences/sep-client.ts) knows:
 *
 * - legacy: `POST /cedula/buscaCedulaJson.action`, `Content-Type:
 *   application/x-www-form-urlencoded`, body `json=<URL-encoded JSON with maxResult, nombre,
 *   paterno, materno, idCedula>`; answers `{"items":[…]}`. Any other request shape is a 400.
 * - api: `POST /api/token` answers `{"token":"…","expiresIn":3600}`; `GET
 *   /api/byDetalle?idCedula=…` with `Authorization: Bearer <token>` answers `{"items":[…]}`,
 *   or 401 for a missing, unknown or revoked token.
 *
 * Behaviour is scripted per cédula (FAKE_CEDULAS). Every request is recorded.
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
  /** 500 on the first request, 200 from the second on (per server, until reset()). */
  flaky: "4040404",
  /** Always 500. */
  broken: "5000000",
  /** JSON in ISO-8859-1 bytes, declared in Content-Type. */
  latin1: "2468013",
  /** ISO-8859-1 bytes with no charset declared. */
  latin1Undeclared: "1357913",
  /** 200 with an HTML error page. */
  htmlPage: "8080808",
} as const;

export interface RecordedSepRequest {
  method: string;
  path: string;
  contentType: string | undefined;
  authorization: string | undefined;
  body: string;
  /** The cédula asked for (form `json`, or the idCedula query parameter). */
  idCedula: string | undefined;
}

interface SepItem {
  idCedula: string;
  nombre: string;
  paterno: string;
  materno: string;
  titulo: string;
  desins: string;
  anioreg: number | string;
  tipo?: string;
  sexo?: string;
}

const ITEMS: Record<string, SepItem[]> = {
  [FAKE_CEDULAS.valid]: [
    {
      idCedula: FAKE_CEDULAS.valid,
      nombre: "MARÍA FERNANDA",
      paterno: "LÓPEZ",
      materno: "GARCÍA",
      titulo: "MÉDICO CIRUJANO",
      desins: "UNIVERSIDAD NACIONAL AUTÓNOMA DE MÉXICO",
      anioreg: 1991,
      tipo: "C1",
      sexo: "2",
    },
  ],
  // The especialidad comes first and the name in odd case and spacing, as the registry may send it.
  [FAKE_CEDULAS.twoDegrees]: [
    {
      idCedula: FAKE_CEDULAS.especialidadOf,
      nombre: " ana lucía ",
      paterno: "Hernández",
      materno: "RUIZ ",
      titulo: "ESPECIALIDAD EN PEDIATRÍA",
      desins: "INSTITUTO MEXICANO DEL SEGURO SOCIAL",
      anioreg: "2010",
      tipo: "C1",
    },
    {
      idCedula: FAKE_CEDULAS.twoDegrees,
      nombre: "ANA LUCÍA",
      paterno: "HERNÁNDEZ",
      materno: "RUIZ",
      titulo: "MÉDICO CIRUJANO",
      desins: "UNIVERSIDAD DE GUADALAJARA",
      anioreg: 2005,
      tipo: "C1",
    },
    {
      idCedula: "11112222",
      nombre: "OTRA",
      paterno: "PERSONA",
      materno: "DISTINTA",
      titulo: "LICENCIADO EN DERECHO",
      desins: "UNIVERSIDAD DE GUADALAJARA",
      anioreg: 2001,
    },
  ],
  [FAKE_CEDULAS.flaky]: [
    {
      idCedula: FAKE_CEDULAS.flaky,
      nombre: "JORGE",
      paterno: "RAMÍREZ",
      materno: "SOTO",
      titulo: "MÉDICO CIRUJANO Y PARTERO",
      desins: "INSTITUTO POLITÉCNICO NACIONAL",
      anioreg: 1998,
    },
  ],
  [FAKE_CEDULAS.latin1]: [
    {
      idCedula: FAKE_CEDULAS.latin1,
      nombre: "JOSÉ ÁNGEL",
      paterno: "NÚÑEZ",
      materno: "PEÑA",
      titulo: "MÉDICO CIRUJANO",
      desins: "UNIVERSIDAD AUTÓNOMA DE GUADALAJARA",
      anioreg: 2001,
    },
  ],
  [FAKE_CEDULAS.latin1Undeclared]: [
    {
      idCedula: FAKE_CEDULAS.latin1Undeclared,
      nombre: "SOFÍA",
      paterno: "MUÑOZ",
      materno: "IBÁÑEZ",
      titulo: "LICENCIADA EN PSICOLOGÍA",
      desins: "BENEMÉRITA UNIVERSIDAD AUTÓNOMA DE PUEBLA",
      anioreg: 2012,
    },
  ],
};

export interface FakeSepRegistry {
  /** SEP_REGISTRY_URL for SEP_REGISTRY_MODE=legacy. */
  legacyUrl: string;
  /** SEP_REGISTRY_URL for SEP_REGISTRY_MODE=api. */
  apiUrl: string;
  requests: RecordedSepRequest[];
  /** Requests that asked about one cédula (lookups, not token requests). */
  lookupsOf(idCedula: string): RecordedSepRequest[];
  /** Tokens issued so far stop working (as if they expired). */
  revokeTokens(): void;
  /** Forget recorded requests, issued tokens and the flaky cédula's first failure. */
  reset(): void;
  close(): Promise<void>;
}

export async function startFakeSepRegistry(
  options: { slowMs?: number } = {},
): Promise<FakeSepRegistry> {
  const slowMs = options.slowMs ?? 2_000;
  const requests: RecordedSepRequest[] = [];
  const validTokens = new Set<string>();
  const timers = new Set<NodeJS.Timeout>();
  let flakyFailed = false;
  let tokenCount = 0;

  function answer(res: ServerResponse, idCedula: string) {
    switch (idCedula) {
      case FAKE_CEDULAS.slow: {
        const timer = setTimeout(() => {
          timers.delete(timer);
          if (!res.destroyed) sendJson(res, 200, { items: [] });
        }, slowMs);
        timers.add(timer);
        return;
      }
      case FAKE_CEDULAS.broken:
        return sendJson(res, 500, { error: "Error interno" });
      case FAKE_CEDULAS.flaky:
        if (!flakyFailed) {
          flakyFailed = true;
          return sendJson(res, 500, { error: "Error interno" });
        }
        break;
      case FAKE_CEDULAS.latin1:
        return sendLatin1(res, { items: ITEMS[idCedula] }, "application/json; charset=ISO-8859-1");
      case FAKE_CEDULAS.latin1Undeclared:
        return sendLatin1(res, { items: ITEMS[idCedula] }, "application/json");
      case FAKE_CEDULAS.htmlPage:
        res.writeHead(200, { "Content-Type": "text/html; charset=UTF-8" });
        res.end("<html><body>Servicio en mantenimiento</body></html>");
        return;
    }
    sendJson(res, 200, { items: ITEMS[idCedula] ?? [] });
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const body = await readBody(req);
    const url = new URL(req.url ?? "/", "http://fake-sep");
    const record: RecordedSepRequest = {
      method: req.method ?? "",
      path: url.pathname,
      contentType: req.headers["content-type"],
      authorization: req.headers.authorization,
      body,
      idCedula: undefined,
    };
    requests.push(record);

    if (req.method === "POST" && url.pathname === "/cedula/buscaCedulaJson.action") {
      const form = record.contentType?.startsWith("application/x-www-form-urlencoded")
        ? new URLSearchParams(body).get("json")
        : null;
      const query = form ? safeJson(form) : null;
      if (!query || typeof query.idCedula !== "string" || query.maxResult !== "1000") {
        return sendJson(res, 400, { error: "Solicitud mal formada" });
      }
      record.idCedula = query.idCedula;
      return answer(res, query.idCedula);
    }
    if (req.method === "POST" && url.pathname === "/api/token") {
      tokenCount += 1;
      const token = `token-de-prueba-${tokenCount}`;
      validTokens.add(token);
      return sendJson(res, 200, { token, expiresIn: 3600 });
    }
    if (req.method === "GET" && url.pathname === "/api/byDetalle") {
      const token = /^Bearer (.+)$/.exec(record.authorization ?? "")?.[1];
      if (!token || !validTokens.has(token)) return sendJson(res, 401, { error: "Token inválido" });
      const idCedula = url.searchParams.get("idCedula");
      if (!idCedula) return sendJson(res, 400, { error: "Falta idCedula" });
      record.idCedula = idCedula;
      return answer(res, idCedula);
    }
    sendJson(res, 404, { error: "No encontrado" });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) sendJson(res, 500, { error: "Error interno" });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;

  return {
    legacyUrl: `${origin}/cedula/buscaCedulaJson.action`,
    apiUrl: `${origin}/api/`,
    requests,
    lookupsOf: (idCedula) => requests.filter((request) => request.idCedula === idCedula),
    revokeTokens: () => validTokens.clear(),
    reset() {
      requests.length = 0;
      flakyFailed = false;
      validTokens.clear();
      tokenCount = 0;
    },
    close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

function safeJson(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function sendJson(res: ServerResponse, status: number, value: unknown) {
  res.writeHead(status, { "Content-Type": "application/json; charset=UTF-8" });
  res.end(JSON.stringify(value));
}

function sendLatin1(res: ServerResponse, value: unknown, contentType: string) {
  res.writeHead(200, { "Content-Type": contentType });
  res.end(Buffer.from(JSON.stringify(value), "latin1"));
}
