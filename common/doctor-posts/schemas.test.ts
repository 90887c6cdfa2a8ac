import { describe, expect, it } from "vitest";
import { reviewStatusSchema } from "../reviews/moderation.ts";
import { doctorPostSchema } from "./schemas.ts";

const POST = {
  title: "  Cuida tu corazón en invierno ",
  category: "Cardiología",
  content: "El frío eleva la presión arterial.\r\n\r\nAbrígate y **no suspendas** tu tratamiento.",
};

describe("doctor post input", () => {
  it("trims, normalises line breaks and fills the optional fields", () => {
    expect(doctorPostSchema.parse(POST)).toEqual({
      title: "Cuida tu corazón en invierno",
      category: "Cardiología",
      excerpt: "",
      content: "El frío eleva la presión arterial.\n\nAbrígate y **no suspendas** tu tratamiento.",
      seoDescription: null,
      seoKeywords: [],
    });
  });

  it("reads keywords from a comma-separated field or a list, without blanks or repeats", () => {
    const parse = (seoKeywords: unknown) =>
      doctorPostSchema.parse({ ...POST, seoKeywords }).seoKeywords;
    expect(parse("corazón, frío , ,corazón")).toEqual(["corazón", "frío"]);
    expect(parse([" presión ", "presión", ""])).toEqual(["presión"]);
    expect(
      doctorPostSchema.safeParse({ ...POST, seoKeywords: "a" }).error?.issues[0]?.message,
    ).toBe("Cada palabra clave debe tener entre 2 y 40 caracteres");
  });
});

describe("review moderation input", () => {
  it("names only the two statuses; hiding is not an owner's decision any more (ADR 008)", () => {
    expect(reviewStatusSchema.parse({ status: "approved" })).toEqual({ status: "approved" });
    expect(reviewStatusSchema.safeParse({ status: "oculta" }).error?.issues[0]?.message).toBe(
      "Estado no válido: usa approved o rejected.",
    );
  });
});
