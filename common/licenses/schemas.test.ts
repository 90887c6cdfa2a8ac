import { describe, expect, it } from "vitest";
import { LICENSE_MESSAGES, licenseNumberSchema } from "./schemas.ts";

const firstMessage = (input: unknown) =>
  licenseNumberSchema.safeParse(input).error?.issues[0]?.message;

describe("licenseNumberSchema", () => {
  it("accepts 6 to 10 digits, dropping spaces, from text or a number", () => {
    expect(licenseNumberSchema.parse(" 123 4567 ")).toBe("1234567");
    expect(licenseNumberSchema.parse("123456")).toBe("123456");
    expect(licenseNumberSchema.parse("1234567890")).toBe("1234567890");
    expect(licenseNumberSchema.parse(12345678)).toBe("12345678");
  });

  it("says what is wrong in Spanish", () => {
    expect(firstMessage(undefined)).toBe(LICENSE_MESSAGES.required);
    expect(firstMessage("   ")).toBe(LICENSE_MESSAGES.required);
    expect(firstMessage("12-34567")).toBe(LICENSE_MESSAGES.digitsOnly);
    expect(firstMessage("12345")).toBe(LICENSE_MESSAGES.tooShort);
    expect(firstMessage("12345678901")).toBe(LICENSE_MESSAGES.tooLong);
    expect(firstMessage(["1234567"])).toBe(LICENSE_MESSAGES.required);
  });
});
