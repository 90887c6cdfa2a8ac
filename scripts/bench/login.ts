import autocannon from "autocannon";
import { hashPassword, verifyPassword } from "../../server/accounts/password.ts";
import { percentile } from "./http-load.ts";

export const DEMO_PATIENT = { email: "paciente.demo@example.com", password: "Paciente-Demo-2026" };

export interface LoginBench {
  connections: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  requestsPerSecond: number;
  total: number;
  /** Answers other than 200: a refused or rate-limited login would show here. */
  non2xx: number;
  errors: number;
  /** One argon2id verification alone in this process, for comparison. */
  argon2VerifyMs: number;
}

// Client addresses never repeat within a run of the benchmark (one server process).
let next = 0;

/** The p50 of a few argon2id verifications with the server's own parameters. */
export async function argon2VerifyMs(): Promise<number> {
  const hash = await hashPassword(DEMO_PATIENT.password);
  const times: number[] = [];
  for (let i = 0; i < 10; i++) {
    const started = performance.now();
    await verifyPassword(hash, DEMO_PATIENT.password);
    times.push(performance.now() - started);
  }
  return percentile(times.sort((a, b) => a - b), 50);
}

/**
 * Successful logins of the demo patient, each from a different client address (X-Forwarded-For
 * with TRUST_PROXY=true, as behind a load balancer). The login limiter keeps its production
 * values (10 attempts per address and email in 15 min); no request here repeats an address.
 */
export async function benchLogin(options: {
  baseUrl: string;
  connections: number;
  durationSeconds: number;
  argon2Ms: number;
}): Promise<LoginBench> {
  const latencies: number[] = [];
  const body = JSON.stringify(DEMO_PATIENT);
  const result = await autocannon({
    url: options.baseUrl,
    connections: options.connections,
    duration: options.durationSeconds,
    timeout: 30,
    requests: [
      {
        method: "POST",
        path: "/api/auth/login",
        setupRequest: (request) => {
          next++;
          return {
            ...request,
            body,
            headers: {
              "content-type": "application/json",
              "x-forwarded-for": `10.${(next >> 16) & 255}.${(next >> 8) & 255}.${next & 255}`,
            },
          };
        },
      },
    ],
    setupClient: (client) => {
      client.on("response", (_status, _bytes, responseTime) => latencies.push(responseTime));
    },
  });
  latencies.sort((a, b) => a - b);
  return {
    connections: options.connections,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: percentile(latencies, 100),
    requestsPerSecond: Math.round(result.requests.average),
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    argon2VerifyMs: options.argon2Ms,
  };
}
