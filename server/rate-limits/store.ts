import type { Options, Store } from "express-rate-limit";
import type { RateLimitRepository } from "./repository.ts";

/**
 * express-rate-limit's counters in the database (the same table as every other limit), so the
 * per-address budgets of the API hold across restarts and across every process of the site.
 */
export class DatabaseRateLimitStore implements Store {
  prefix: string;
  localKeys = false;
  private windowMs = 60_000;

  constructor(
    private readonly repository: RateLimitRepository,
    name: string,
  ) {
    this.prefix = `http-${name}:`;
  }

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async get(key: string) {
    const window = await this.repository.peek(this.prefix + key);
    return window ? { totalHits: window.hits, resetTime: window.resetAt } : undefined;
  }

  async increment(key: string) {
    const window = await this.repository.hit(this.prefix + key, this.windowMs);
    return { totalHits: window.hits, resetTime: window.resetAt };
  }

  async decrement(key: string) {
    await this.repository.undo(this.prefix + key);
  }

  async resetKey(key: string) {
    await this.repository.reset(this.prefix + key);
  }
}
