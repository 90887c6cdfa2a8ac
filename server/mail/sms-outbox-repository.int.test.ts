import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { latestSmsTo } from "../../tests/support/sms-outbox.ts";
import { createTestDatabase } from "../../tests/support/database.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { emailOutbox } from "../db/schema/index.ts";
import { createOutboxSmsTransport } from "../integrations/sms.ts";
import { createSmsOutboxRepository } from "./sms-outbox-repository.ts";

describe("SMS outbox on the mail outbox table", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase("pglite");
  });
  afterAll(() => database.close());

  it("keeps each SMS as a stored row and finds the latest one for a phone", async () => {
    const repository = createSmsOutboxRepository(database.db);
    const transport = createOutboxSmsTransport({
      store: repository.storeSms,
      logger: pino({ level: "silent" }),
    });
    await transport.send({ to: "+525512345678", body: "Tu código es 111111." });
    const { id } = await transport.send({ to: "+525512345678", body: "Tu código es 222222." });
    await transport.send({ to: "+523336161234", body: "Tu código es 333333." });

    const [row] = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.id, Number(id)));
    expect(row).toMatchObject({
      to: "+525512345678",
      subject: "SMS",
      text: "Tu código es 222222.",
      html: "",
      template: "sms",
      status: "stored",
    });
    await expect(latestSmsTo(database, "+525512345678")).resolves.toMatchObject({
      id,
      body: "Tu código es 222222.",
      code: "222222",
    });
    await expect(latestSmsTo(database, "+529991234567")).resolves.toBeNull();
  });

  it("ignores mail sent to the same address", async () => {
    await database.db.insert(emailOutbox).values({
      to: "+528181234567",
      subject: "Correo",
      text: "Tu código es 444444.",
      html: "<p></p>",
      template: "verify-email",
    });
    await expect(latestSmsTo(database, "+528181234567")).resolves.toBeNull();
  });
});
