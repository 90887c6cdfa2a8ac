import { describe, expect, it } from "vitest";
import { moderationHold, reviewSchema } from "./schemas.ts";

describe("review rules", () => {
  it("uses the spec's messages", () => {
    const message = (input: object) => reviewSchema.safeParse(input).error?.issues[0]?.message;
    expect(message({ rating: 0, comment: "Muy buena atención" })).toBe(
      "Debes seleccionar una calificación",
    );
    expect(message({ rating: 6, comment: "Muy buena atención" })).toBe(
      "Debes seleccionar una calificación",
    );
    expect(message({ rating: 5, comment: "Bien" })).toBe(
      "El comentario debe tener al menos 10 caracteres",
    );
    expect(message({ rating: 5, comment: "          corto" })).toBe(
      "El comentario debe tener al menos 10 caracteres",
    );
    expect(reviewSchema.parse({ rating: "4", comment: "  Me explicó todo con calma  " })).toEqual({
      rating: 4,
      comment: "Me explicó todo con calma",
    });
  });

  it.each([
    ["Visiten www.mi-clinica-barata.com para descuentos", "link"],
    ["Llámenme al 55 1234 5678 y les doy otro médico", "phone"],
    ["El doctor es un IDIOTA", "insult"],
    ["Pinche servicio", "insult"],
    ["Excelente atención, me dio seguimiento por 3 meses", null],
    ["Consulta de $800, muy puntual a las 10:30", null],
  ])("%s → %s", (comment, expected) => {
    expect(moderationHold(comment)).toBe(expected);
  });
});
