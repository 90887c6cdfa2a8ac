import { describe, expect, it } from "vitest";
import {
  removedReviewsSentence,
  reviewReportDecisionSchema,
  reviewReportSchema,
} from "./reports.ts";

const firstError = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("review reports", () => {
  it("takes a reason from the fixed list, with words of the owner's own for 'otro'", () => {
    expect(reviewReportSchema.parse({ reason: "spam" })).toEqual({ reason: "spam" });
    expect(
      reviewReportSchema.parse({
        reason: "lenguaje_ofensivo",
        details: "  Insulta a mi asistente.  ",
      }),
    ).toEqual({ reason: "lenguaje_ofensivo", details: "Insulta a mi asistente." });
    expect(reviewReportSchema.parse({ reason: "datos_personales", details: "   " })).toEqual({
      reason: "datos_personales",
    });
    expect(firstError(reviewReportSchema.safeParse({}))).toBe("Elige el motivo del reporte");
    expect(firstError(reviewReportSchema.safeParse({ reason: "no_me_gusta" }))).toBe(
      "Elige el motivo del reporte",
    );
    expect(firstError(reviewReportSchema.safeParse({ reason: "otro" }))).toBe(
      "Describe el motivo del reporte",
    );
    expect(firstError(reviewReportSchema.safeParse({ reason: "otro", details: 5 }))).toBe(
      "Describe el motivo del reporte",
    );
    expect(
      firstError(reviewReportSchema.safeParse({ reason: "spam", details: "x".repeat(501) })),
    ).toBe("La descripción no puede tener más de 500 caracteres");
    expect(reviewReportSchema.safeParse({ reason: "spam", details: "x".repeat(500) }).success).toBe(
      true,
    );
  });

  it("takes an administrator's decision with an optional note", () => {
    expect(reviewReportDecisionSchema.parse({ decision: "upheld", adminNote: "" })).toEqual({
      decision: "upheld",
    });
    expect(
      reviewReportDecisionSchema.parse({ decision: "dismissed", adminNote: " Legítima " }),
    ).toEqual({ decision: "dismissed", adminNote: "Legítima" });
    expect(firstError(reviewReportDecisionSchema.safeParse({ decision: "rejected" }))).toBe(
      "Decisión no válida: usa upheld o dismissed.",
    );
    expect(
      firstError(
        reviewReportDecisionSchema.safeParse({ decision: "upheld", adminNote: "x".repeat(501) }),
      ),
    ).toBe("La nota no puede tener más de 500 caracteres");
  });

  it.each([
    [{ reason: "datos_personales", count: 1 }, "1 reseña retirada por contener datos personales"],
    [{ reason: "lenguaje_ofensivo", count: 2 }, "2 reseñas retiradas por lenguaje ofensivo"],
    [
      { reason: "no_fue_mi_paciente", count: 1 },
      "1 reseña retirada porque el autor no fue paciente",
    ],
    [{ reason: "spam", count: 3 }, "3 reseñas retiradas por spam"],
    [{ reason: "otro", count: 1 }, "1 reseña retirada por otros motivos"],
  ] as const)("%o → %s", (entry, sentence) => {
    expect(removedReviewsSentence(entry)).toBe(sentence);
  });
});
