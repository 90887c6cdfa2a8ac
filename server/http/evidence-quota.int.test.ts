import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertProvider } from "../../tests/factories/providers.ts";
import { createTestApp } from "../../tests/support/app.ts";
import { nextClientAddress } from "../../tests/support/client-address.ts";
import { createTestDatabase, type DatabaseKind } from "../../tests/support/database.ts";
import { minimalPdf, minimalPng } from "../../tests/support/evidence-samples.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { evidenceUploadRule } from "../rate-limits/service.ts";

const CEDULA = "12345678";
const PASSWORD = "contraseña-del-medico";
/** 1 MB a day per address; each upload below carries 2 × 200 KB, so 2 pass and the 3rd is over. */
const QUOTA_MB = 1;
const FILE_BYTES = 200 * 1024;
const ALLOWED = Math.floor((QUOTA_MB * 1024 * 1024) / (2 * FILE_BYTES));
const REFUSAL = evidenceUploadRule(QUOTA_MB).message;

/** A real file of the given type padded to `bytes` (only the first bytes say what it is). */
const padded = (file: Buffer, bytes: number) =>
  Buffer.concat([file, Buffer.alloc(bytes - file.length, 0x20)]);

/**
 * The per-address quota of claim documents under simultaneous uploads: the bytes are added and
 * compared in one statement, so a burst from one address stores exactly what the quota allows.
 */
describe.each<DatabaseKind>(["pglite", "postgres"])("evidence quota per address on %s", (kind) => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>["app"];
  let evidenceDir: string;
  let counter = 0;

  /** An evidence request on a listing of its own, opened from an address of its own. */
  async function evidenceClaim() {
    const n = ++counter;
    const phone = `55 7${String(100 + n).slice(-3)} ${String(1000 + n).slice(-4)}`;
    const listing = await insertProvider(database.db, {
      name: "Dra. Laura Méndez Ruiz",
      phone,
      email: null,
      licenseNumber: CEDULA,
      licenseVerified: true,
    });
    const started = await request(app)
      .post("/api/providers/claim")
      .set("X-Forwarded-For", nextClientAddress())
      .send({
        providerId: listing.id,
        firstName: "Laura",
        lastName: "Méndez",
        email: `laura.cuota.${kind}.${n}@example.com`,
        phone,
        cedula: CEDULA,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        method: "evidence",
      })
      .expect(202);
    expect(started.body.status).toBe("awaiting_evidence");
    return started.body as { claimId: number; claimToken: string };
  }
  const upload = (claim: { claimId: number; claimToken: string }, address: string) =>
    request(app)
      .post(`/api/providers/claim/${claim.claimId}/evidence`)
      .set("X-Forwarded-For", address)
      .field("claimToken", claim.claimToken)
      .attach("cedula", padded(minimalPng(), FILE_BYTES), "cedula.png")
      .attach("identificacion", padded(minimalPdf(), FILE_BYTES), "ine.pdf");
  const storedFiles = () => readdirSync(evidenceDir).length;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    evidenceDir = mkdtempSync(path.join(tmpdir(), "evidencia-cuota-"));
    ({ app } = createTestApp(database, {
      EVIDENCE_DIR: evidenceDir,
      EVIDENCE_MB_PER_ADDRESS_PER_DAY: String(QUOTA_MB),
    }));
  });
  afterAll(async () => {
    await database.close();
    rmSync(evidenceDir, { recursive: true, force: true });
  });

  it(`stores ${ALLOWED} of ${ALLOWED + 3} simultaneous uploads from one address and refuses the rest with a Spanish 429`, async () => {
    expect(ALLOWED).toBe(2);
    const claims = [];
    for (let i = 0; i < ALLOWED + 3; i++) claims.push(await evidenceClaim());
    const address = nextClientAddress();
    const answers = await Promise.all(claims.map((claim) => upload(claim, address)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array(ALLOWED).fill(200), ...Array(3).fill(429)]);
    for (const refused of answers.filter((answer) => answer.status === 429)) {
      expect(refused.body).toMatchObject({ error: REFUSAL });
      expect(refused.body.retryAfter).toBeGreaterThan(0);
    }
    // Only the passed uploads reached the disk: two files each.
    expect(storedFiles()).toBe(ALLOWED * 2);

    // The quota is the address's: another address still uploads, this one stays refused.
    const later = await evidenceClaim();
    await upload(later, address).expect(429);
    await upload(later, nextClientAddress()).expect(200);
    expect(storedFiles()).toBe((ALLOWED + 1) * 2);
  });
});
