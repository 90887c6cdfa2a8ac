import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./password.ts";

describe("passwords", () => {
  it("stores argon2id hashes that verify only the right password", async () => {
    const stored = await hashPassword("contraseña-segura");
    expect(stored.startsWith("$argon2id$")).toBe(true);
    expect(await verifyPassword(stored, "contraseña-segura")).toBe(true);
    expect(await verifyPassword(stored, "otra-contraseña")).toBe(false);
  });

  it("treats a corrupt stored hash as a wrong password", async () => {
    expect(await verifyPassword("not-a-hash", "x")).toBe(false);
  });
});
