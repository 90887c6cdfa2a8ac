import { describe, expect, it } from "vitest";
import {
  consultationLocationForCity,
  matchCity,
  matchSpecialty,
  randomPassword,
  setPasswordSchema,
  splitFullName,
  titleCaseName,
  yearsFromExperience,
} from "./registration.ts";
import { DOCTOR_MESSAGES } from "./schemas.ts";

describe("doctor registration rules", () => {
  it("sends 'en-linea' only for the online city (spec section 5)", () => {
    expect(consultationLocationForCity("En línea")).toBe("en-linea");
    expect(consultationLocationForCity("Guadalajara")).toBe("presencial");
  });

  it("reads years of experience from the form's values", () => {
    expect(yearsFromExperience("5-años")).toBe(5);
    expect(yearsFromExperience("10+")).toBe(10);
    expect(yearsFromExperience("doce")).toBeNull();
    expect(yearsFromExperience(undefined)).toBeNull();
    expect(yearsFromExperience("200")).toBeNull();
  });

  it("writes registry names (uppercase) the way people write them", () => {
    expect(titleCaseName("MARÍA FERNANDA DE LA CRUZ")).toBe("María Fernanda de la Cruz");
    expect(titleCaseName("  JOSÉ   ÑÚÑEZ-LÓPEZ ")).toBe("José Ñúñez-López");
    expect(titleCaseName("DEL VALLE ANA")).toBe("Del Valle Ana");
  });

  it("splits a full name into first name and the two surnames", () => {
    expect(splitFullName("Ana López")).toEqual({ firstName: "Ana", lastName: "López" });
    expect(splitFullName("Ana López García")).toEqual({
      firstName: "Ana",
      lastName: "López García",
    });
    expect(splitFullName("Juan Carlos Pérez Ruiz")).toEqual({
      firstName: "Juan Carlos",
      lastName: "Pérez Ruiz",
    });
    expect(splitFullName("Ana de la Cruz")).toEqual({ firstName: "Ana", lastName: "de la Cruz" });
    expect(splitFullName("Ana")).toEqual({ firstName: "Ana", lastName: "" });
  });

  it("matches catalogue specialties and cities by slug or by name", () => {
    expect(matchSpecialty("cardiologia")?.slug).toBe("cardiologia");
    expect(matchSpecialty("CARDIOLOGÍA")?.slug).toBe("cardiologia");
    expect(matchSpecialty("Ginecología y Obstetricia")?.slug).toBe("ginecologia");
    expect(matchSpecialty("Medicina estética")).toBeUndefined();
    expect(matchCity("Ciudad de México")?.slug).toBe("ciudad-de-mexico");
    expect(matchCity("leon")?.name).toBe("León");
    expect(matchCity("Springfield")).toBeUndefined();
  });

  it("makes long random passwords", () => {
    const a = randomPassword();
    expect(a).toHaveLength(24);
    expect(a).not.toBe(randomPassword());
  });

  it("validates the set-password form with the spec's messages", () => {
    const issue = (input: object) => setPasswordSchema.safeParse(input).error?.issues[0]?.message;
    const token = "t".repeat(43);
    expect(issue({ token, password: "corta", confirmPassword: "corta" })).toBe(
      DOCTOR_MESSAGES.password,
    );
    expect(issue({ token, password: "contraseña1", confirmPassword: "contraseña2" })).toBe(
      DOCTOR_MESSAGES.passwordsDiffer,
    );
    expect(
      setPasswordSchema.safeParse({
        token,
        password: "a".repeat(8),
        confirmPassword: "a".repeat(8),
      }).success,
    ).toBe(true);
  });
});
