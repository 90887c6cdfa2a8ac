import { describe, expect, it } from "vitest";
import { loginSchema, patientSignupSchema, registerFormSchema, safeReturnUrl } from "./schemas.ts";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("account schemas", () => {
  it("uses the spec's login messages", () => {
    expect(firstMessage(loginSchema.safeParse({ email: "no-es-correo", password: "x" }))).toBe(
      "Email inválido",
    );
    expect(firstMessage(loginSchema.safeParse({ email: "a@example.com", password: "" }))).toBe(
      "La contraseña es requerida",
    );
    expect(loginSchema.parse({ email: "  Ana@Example.COM ", password: "x" }).email).toBe(
      "ana@example.com",
    );
  });

  it("uses the spec's register messages, confirmation included", () => {
    const base = {
      email: "a@example.com",
      password: "123456",
      confirmPassword: "123456",
      firstName: "Ana",
      lastName: "Pérez",
    };
    expect(
      firstMessage(
        registerFormSchema.safeParse({ ...base, password: "123", confirmPassword: "123" }),
      ),
    ).toBe("La contraseña debe tener al menos 6 caracteres");
    expect(firstMessage(registerFormSchema.safeParse({ ...base, firstName: " " }))).toBe(
      "El nombre es requerido",
    );
    expect(firstMessage(registerFormSchema.safeParse({ ...base, lastName: "" }))).toBe(
      "El apellido es requerido",
    );
    expect(firstMessage(registerFormSchema.safeParse({ ...base, confirmPassword: "654321" }))).toBe(
      "Las contraseñas no coinciden",
    );
    expect(registerFormSchema.safeParse(base).success).toBe(true);
  });

  it("asks patients for a need of at least 10 characters and a password of 8", () => {
    const base = {
      firstName: "Ana",
      lastName: "Pérez",
      email: "a@example.com",
      password: "12345678",
      initialQuery: "Dolor de cabeza",
    };
    expect(firstMessage(patientSignupSchema.safeParse({ ...base, initialQuery: "fiebre" }))).toBe(
      "Por favor describe con más detalle lo que necesitas",
    );
    expect(firstMessage(patientSignupSchema.safeParse({ ...base, password: "1234567" }))).toBe(
      "La contraseña debe tener al menos 8 caracteres",
    );
    expect(patientSignupSchema.parse(base).userType).toBe("patient");
    // "Omitir este paso": no description at all is fine, and consent defaults to no.
    const skipped = patientSignupSchema.parse({ ...base, initialQuery: " " });
    expect(skipped.initialQuery).toBeUndefined();
    expect(skipped.healthDataConsent).toBe(false);
  });

  it.each([
    ["/cardiologia/guadalajara?page=2", "/cardiologia/guadalajara?page=2"],
    ["/perfil#resenas", "/perfil#resenas"],
    ["https://sitio-malicioso.example/robar", "/"],
    ["//sitio-malicioso.example", "/"],
    ["/\\sitio-malicioso.example", "/"],
    ["javascript:alert(1)", "/"],
    ["/.//sitio-malicioso.example", "/"],
    ["/a/..//sitio-malicioso.example", "/"],
    ["/\u0000evil", "/"],
    ["/dashboard/paciente.data", "/dashboard/paciente"],
    ["/mensajes/12.data?_routes=routes%2Fconversation&tab=2", "/mensajes/12?tab=2"],
    ["/_root.data?_routes=root", "/"],
    ["", "/"],
    [null, "/"],
  ])("returnUrl %s leads to %s", (input, expected) => {
    expect(safeReturnUrl(input)).toBe(expected);
  });
});
