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
