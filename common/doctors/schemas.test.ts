import { describe, expect, it } from "vitest";
import { DOCTOR_MESSAGES, mexicanMobileDigits } from "./schemas.ts";
import { parseSelfUpdate } from "./self-update.ts";

describe("the WhatsApp number: a Mexican mobile of 10 digits", () => {
  it.each([
    ["3312345678", "3312345678"],
    ["33 1234 5678", "3312345678"],
    ["(33) 1234-5678", "3312345678"],
    ["222.123.4567", "2221234567"],
    ["+52 33 1234 5678", "3312345678"],
    ["52 3312345678", "3312345678"],
    ["+52 1 33 1234 5678", "3312345678"],
    ["5213312345678", "3312345678"],
    ["  9991234567  ", "9991234567"],
  ])("%j is %s", (typed, digits) => {
    expect(mexicanMobileDigits(typed)).toBe(digits);
  });

  it.each([
    "331234567", // 9 digits
    "33123456789", // 11 digits
    "0331234567", // a national number never starts with 0
    "1331234567", // nor with 1
    "01 33 1234 5678", // the retired long-distance prefix
    "+1 331 234 5678", // another country
    "+3312345678", // a + without the country code
    "33 1234 5678 ext 12", // an office line with an extension
    "33-1234-567a",
    "",
  ])("%j is not one", (typed) => {
    expect(mexicanMobileDigits(typed)).toBeNull();
  });

  it("saves its digits, removes it when emptied and words the error in Spanish", () => {
    expect(parseSelfUpdate({ whatsapp: "+52 33 1234 5678" })).toEqual({
      success: true,
      data: { whatsapp: "3312345678" },
    });
    expect(parseSelfUpdate({ whatsapp: "  " })).toEqual({ success: true, data: { whatsapp: "" } });
    expect(parseSelfUpdate({ whatsapp: "33 1234 567" })).toEqual({
      success: false,
      message: DOCTOR_MESSAGES.whatsapp,
      path: "whatsapp",
    });
    expect(parseSelfUpdate({ whatsapp: "5".repeat(31) })).toMatchObject({
      success: false,
      message: DOCTOR_MESSAGES.whatsapp,
    });
    // A number instead of text gets the field's own Spanish message too.
    expect(parseSelfUpdate({ whatsapp: 3312345678 })).toMatchObject({
      success: false,
      message: DOCTOR_MESSAGES.whatsapp,
    });
  });
});
