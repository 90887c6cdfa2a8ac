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
  }
  interface Client {
    on(event: "response", listener: (status: number, bytes: number, responseTime: number) => void): void;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    requests?: { method?: string; path: string }[];
    setupClient?: (client: Client) => void;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
