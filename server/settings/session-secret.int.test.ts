import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../db/client.ts";
import { createEmptyPostgresDatabase } from "../../tests/support/database.ts";
import { createSettingsRepository } from "./repository.ts";
import { resolveSessionSecret } from "./service.ts";

describe("generated session secret on a fresh PostgreSQL", () => {
  let fresh: { url: string; drop: () => Promise<void> };
  const handles: DatabaseHandle[] = [];

  beforeAll(async () => {
    fresh = await createEmptyPostgresDatabase(inject("postgresTemplate"));
  });
  afterAll(async () => {
    await Promise.all(handles.map((h) => h.close()));
    await fresh.drop();
  });

  it("is the same for processes that start together without SESSION_SECRET", async () => {
    // One pool per "process", each asking at once: the first insert wins, all read it back.
    for (let i = 0; i < 6; i++) {
      handles.push(await openDatabase({ kind: "postgres", url: fresh.url }));
    }
    const secrets = await Promise.all(
      handles.map((h) => resolveSessionSecret(createSettingsRepository(h.db), undefined)),
    );
    const distinct = new Set(secrets.map((s) => s.secret));
    expect(distinct.size).toBe(1);
    expect([...distinct][0]!.length).toBeGreaterThanOrEqual(32);
    expect(secrets.every((s) => s.generated)).toBe(true);
    // A later start keeps it.
    const later = await resolveSessionSecret(createSettingsRepository(handles[0]!.db), undefined);
    expect(later.secret).toBe([...distinct][0]);
  });

  it("uses SESSION_SECRET when set, without touching the stored one", async () => {
    const repository = createSettingsRepository(handles[0]!.db);
    const stored = await repository.get("generated_session_secret");
    const configured = "c".repeat(40);
    expect(await resolveSessionSecret(repository, configured)).toEqual({
      secret: configured,
      generated: false,
    });
    expect(await repository.get("generated_session_secret")).toBe(stored);
  });

  it("replaces a stored value that is too short to be a secret", async () => {
    const repository = createSettingsRepository(handles[0]!.db);
    await repository.set("generated_session_secret", "corto");
    const { secret } = await resolveSessionSecret(repository, undefined);
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(await repository.get("generated_session_secret")).toBe(secret);
  });
});
