import { describe, expect, it } from "vitest";
import { generateAdminPassword } from "./accounts-service.ts";
import { adminSessionCookie, clearedAdminSessionCookie, readAdminToken } from "./session-cookie.ts";

describe("the administrators' session cookie", () => {
  it("is httpOnly and SameSite=Strict, Secure only when asked", () => {
    const expires = new Date("2030-01-01T00:00:00Z");
    expect(adminSessionCookie("abc", expires, false)).toBe(
      "mv_admin_session=abc; Path=/; Expires=Tue, 01 Jan 2030 00:00:00 GMT; HttpOnly; SameSite=Strict",
    );
    expect(adminSessionCookie("abc", expires, true)).toMatch(/; Secure$/);
    expect(clearedAdminSessionCookie(false)).toMatch(
      /^mv_admin_session=; Path=\/; Expires=Thu, 01 Jan 1970/,
    );
  });

  it("is read from a Cookie header among the patients' cookies, never confused with them", () => {
    expect(readAdminToken("mv.session_token=pac; mv_admin_session=tok%2Fen; otra=1")).toBe(
      "tok/en",
    );
    expect(readAdminToken("mv.session_token=pac")).toBeUndefined();
    expect(readAdminToken("mv_admin_session=")).toBeUndefined();
    expect(readAdminToken("mv_admin_session=%E0%A4%A")).toBeUndefined();
    expect(readAdminToken(undefined)).toBeUndefined();
  });
});

describe("generated administrator passwords", () => {
  it("are 20 characters without look-alikes, and differ", () => {
    const passwords = new Set(Array.from({ length: 50 }, () => generateAdminPassword()));
    expect(passwords.size).toBe(50);
    for (const password of passwords) expect(password).toMatch(/^[A-HJ-NP-Za-km-z2-9]{20}$/);
  });
});
