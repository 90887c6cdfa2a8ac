// Minimal typings for the parts of autocannon the benchmark uses (the package ships none).
declare module "autocannon" {
  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
    max: number;
  }
  interface Result {
    latency: Histogram;
    requests: Histogram & { total: number };
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
    "1xx": number;
    "2xx": number;
    "3xx": number;
    "4xx": number;
    "5xx": number;
    statusCodeStats: Record<string, { count: number }>;
  }
  interface Client {
    on(event: "response", listener: (status: number, bytes: number, responseTime: number) => void): void;
  }
  interface RawRequest {
    method?: string;
    path: string;
    headers?: Record<string, string>;
    body?: string;
  }
  interface RequestSpec extends Partial<RawRequest> {
    /** Called before each request is sent; may change any part of it. */
    setupRequest?: (request: RawRequest, context: Record<string, unknown>) => RawRequest;
    /** Called with each answer; the context is the one setupRequest saw for it. */
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** Seconds to wait for an answer before counting a timeout (default 10). */
    timeout?: number;
    headers?: Record<string, string>;
    requests?: RequestSpec[];
    setupClient?: (client: Client) => void;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
