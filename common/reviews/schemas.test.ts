import { describe, expect, it } from "vitest";
import { reviewSchema } from "./schemas.ts";

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
});
