import { randomBytes } from "node:crypto";
import type { SettingsRepository } from "./repository.ts";

const DEMO_DATA_KEY = "demo_data";

export interface DemoDataInfo {
  seededAt: string;
  providers: number;
  seed: number;
}

/** Facts about the installation; cached because the shell asks on every page. */
export function createSettingsService(repository: SettingsRepository) {
  let demoCache: DemoDataInfo | null | undefined;
  return {
    async demoData(): Promise<DemoDataInfo | null> {
      if (demoCache === undefined) {
        const value = (await repository.get(DEMO_DATA_KEY)) as DemoDataInfo | undefined;
        demoCache = value ?? null;
      }
      return demoCache;
    },
    async markDemoData(info: DemoDataInfo): Promise<void> {
      await repository.set(DEMO_DATA_KEY, info);
      demoCache = info;
    },
  };
}
export type SettingsService = ReturnType<typeof createSettingsService>;

const GENERATED_SECRET_KEY = "generated_session_secret";

/**
 * Without SESSION_SECRET a fresh install still needs a stable secret: one is generated on the
 * first start and kept in the database (never in code); production should set the variable.
 */
export async function resolveSessionSecret(
  repository: SettingsRepository,
  configured: string | undefined,
): Promise<{ secret: string; generated: boolean }> {
  if (configured) return { secret: configured, generated: false };
  // Processes started together on a fresh database each offer a secret; the first insert wins
  // and every one of them reads that one back, so they accept each other's sessions.
  const kept = await repository.setIfAbsent(
    GENERATED_SECRET_KEY,
    randomBytes(48).toString("base64url"),
  );
  if (typeof kept === "string" && kept.length >= 32) return { secret: kept, generated: true };
  // A value that is not a usable secret (written by hand) is replaced.
  const secret = randomBytes(48).toString("base64url");
  await repository.set(GENERATED_SECRET_KEY, secret);
  return { secret, generated: true };
}
