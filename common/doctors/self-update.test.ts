import { describe, expect, it } from "vitest";
import { parseSelfUpdate, parseWholeNumber, pendingReviewMessage } from "./self-update.ts";

describe("parseWholeNumber (spec: experience and price are integers, 0 by default)", () => {
  it.each([
    ["15", 15],
    ["1,200", 1200],
    ["$ 850", 850],
    ["12.7", 12],
    ["", 0],
    ["abc", 0],
    ["-5", 0],
    [null, 0],
    [Number.NaN, 0],
    [7.9, 7],
  ])("%s -> %s", (input, expected) => {
    expect(parseWholeNumber(input as string | number | null)).toBe(expected);
  });
});

describe("parseSelfUpdate", () => {
  it("keeps only the given fields and defaults bad numbers to 0", () => {
    expect(
      parseSelfUpdate({ price: "abc", servicesWithPricing: [{ name: "A", price: -1 }] }),
    ).toEqual({
      success: true,
      data: { price: 0, servicesWithPricing: [{ name: "A", price: 0 }] },
    });
  });

  it("answers in Spanish and names the field", () => {
    expect(parseSelfUpdate({ bio: "x".repeat(700) })).toEqual({
      success: false,
      message: "La biografía no puede tener más de 500 caracteres",
      path: "bio",
    });
    expect(parseSelfUpdate({ locations: [{ name: "C", address: "x".repeat(301) }] })).toEqual({
      success: false,
      message: "La dirección no puede tener más de 300 caracteres.",
      path: "locations.0.address",
    });
    expect(parseSelfUpdate({ locations: {} })).toMatchObject({
      message: "Revisa la lista de consultorios: el valor no es válido.",
    });
    expect(
      parseSelfUpdate({ servicesWithPricing: Array.from({ length: 51 }, () => ({ name: "A" })) }),
    ).toMatchObject({ message: "Puedes agregar como máximo 50 servicios." });
    expect(parseSelfUpdate("hola")).toMatchObject({
      message: "Revisa los datos: el valor no es válido.",
    });
  });
});

describe("the owner's cédula and pending identity changes", () => {
  it("takes a cédula as typed (spaces dropped) and refuses letters in Spanish", () => {
    expect(parseSelfUpdate({ licenseNumber: "1234 5678" })).toEqual({
      success: true,
      data: { licenseNumber: "12345678" },
    });
    expect(parseSelfUpdate({ licenseNumber: "12-345" })).toEqual({
      success: false,
      message: "La cédula solo puede contener números",
      path: "licenseNumber",
    });
  });

  it.each([
    [["name"], "Tu cambio de nombre quedó pendiente de revisión"],
    [["name", "specialty"], "Tu cambio de nombre y especialidad quedó pendiente de revisión"],
    [
      ["name", "specialty", "licenseNumber"],
      "Tu cambio de nombre, especialidad y cédula quedó pendiente de revisión",
    ],
    [["licenseNumber"], "Tu cambio de cédula quedó pendiente de revisión"],
  ] as const)("%j -> %s", (fields, start) => {
    expect(pendingReviewMessage(fields)).toBe(
      `${start}; el perfil público muestra los datos aprobados mientras tanto.`,
    );
  });
});
