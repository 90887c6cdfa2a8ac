import { describe, expect, it } from "vitest";
import { z } from "zod";
import { issueMessage, zodErrorMessage } from "./validation-messages.ts";

const messageOf = (schema: z.ZodType, value: unknown) => {
  const parsed = schema.safeParse(value);
  if (parsed.success) throw new Error("expected a validation error");
  return zodErrorMessage(parsed.error);
};

const ENGLISH = /\b(Unrecognized|Expected|expected|Invalid|Required|received|Too big|Too small)\b/;

describe("Spanish validation messages", () => {
  it("keeps the schema's own Spanish message", () => {
    const schema = z.object({
      name: z.string({ error: "Escribe tu nombre." }).min(2, "Muy corto."),
    });
    expect(messageOf(schema, {})).toBe("Escribe tu nombre.");
    expect(messageOf(schema, { name: "a" })).toBe("Muy corto.");
  });

  it("names unknown keys, one or several, inside nested objects too", () => {
    const schema = z.strictObject({ mapping: z.strictObject({ name: z.string() }) });
    expect(messageOf(schema, { mapping: { name: "a" }, extra: 1 })).toBe(
      "La solicitud no es válida: el campo «extra» no se reconoce.",
    );
    expect(messageOf(schema, { mapping: { name: "a", x: 1, y: 2 } })).toBe(
      "La solicitud no es válida: los campos «mapping.x», «mapping.y» no se reconocen.",
    );
  });

  it("tells a missing field from a field of the wrong type", () => {
    const schema = z.object({ age: z.number(), tags: z.array(z.string()) });
    expect(messageOf(schema, { tags: [] })).toBe(
      "La solicitud no es válida: falta el campo «age».",
    );
    expect(messageOf(schema, { age: "diez", tags: [] })).toBe(
      "La solicitud no es válida: el campo «age» debe ser un número.",
    );
    expect(messageOf(schema, { age: 1, tags: [3] })).toBe(
      "La solicitud no es válida: el campo «tags[0]» debe ser un texto.",
    );
    expect(messageOf(schema, "texto")).toBe(
      "La solicitud no es válida: el cuerpo de la solicitud debe ser un objeto.",
    );
  });

  it("words limits, options and formats", () => {
    expect(messageOf(z.object({ note: z.string().max(5) }), { note: "demasiado" })).toBe(
      "La solicitud no es válida: el campo «note» admite como máximo 5 caracteres.",
    );
    expect(messageOf(z.object({ note: z.string().min(1) }), { note: "" })).toBe(
      "La solicitud no es válida: el campo «note» no puede estar vacío.",
    );
    expect(messageOf(z.object({ n: z.number().int().min(1) }), { n: 0 })).toBe(
      "La solicitud no es válida: el campo «n» debe ser al menos 1.",
    );
    expect(messageOf(z.object({ s: z.enum(["a", "b"]) }), { s: "c" })).toBe(
      "La solicitud no es válida: el campo «s» tiene un valor no permitido.",
    );
    expect(messageOf(z.object({ e: z.email() }), { e: "no" })).toBe(
      "La solicitud no es válida: el campo «e» debe ser un correo electrónico válido.",
    );
  });

  it("never lets zod's English through, whatever the schema", () => {
    const schemas: [z.ZodType, unknown][] = [
      [z.strictObject({}), { a: 1 }],
      [z.object({ a: z.boolean() }), { a: "sí" }],
      [z.object({ a: z.array(z.number()).max(1) }), { a: [1, 2] }],
      [z.object({ a: z.string().regex(/^x$/) }), { a: "y" }],
      [z.object({ a: z.union([z.number(), z.boolean()]) }), { a: "t" }],
      [z.object({ a: z.number().multipleOf(5) }), { a: 3 }],
      [z.object({ a: z.string().refine(() => false) }), { a: "t" }],
      [z.record(z.string(), z.number()), { a: "t" }],
      [z.object({ a: z.literal("x") }), { a: "y" }],
    ];
    for (const [schema, value] of schemas) {
      const message = messageOf(schema, value);
      expect(message).toMatch(/^La solicitud no es válida/);
      expect(message).not.toMatch(ENGLISH);
    }
    expect(issueMessage(undefined)).toBe("La solicitud no es válida.");
  });
});
