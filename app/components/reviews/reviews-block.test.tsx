import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { PublicReview } from "../../../common/providers/types.ts";
import { ReviewsBlock } from "./reviews-block.tsx";

const review = (overrides: Partial<PublicReview>): PublicReview => ({
  id: 1,
  rating: 4,
  comment: "Muy clara al explicar el tratamiento.",
  createdAt: "2026-03-05T18:00:00.000Z",
  approvalStatus: "approved",
  user: { firstName: "Rosa", lastName: "M." },
  reply: null,
  verifiedVisit: false,
  ...overrides,
});

function render(reviews: PublicReview[]) {
  return renderToStaticMarkup(
    <MemoryRouter>
      <ReviewsBlock reviews={reviews} signedIn={false} loginHref="/login" />
    </MemoryRouter>,
  );
}

describe("the public reviews block", () => {
  it("shows the doctor's reply under its review as plain text", () => {
    const html = render([
      review({
        reply: {
          text: "Gracias, Rosa. <script>alert(1)</script>",
          createdAt: "2026-03-06T10:00:00.000Z",
        },
      }),
      review({ id: 2, comment: "Sin respuesta todavía, buena atención." }),
    ]);
    expect(html.match(/Respuesta del médico/g)).toHaveLength(1);
    expect(html).toContain("Gracias, Rosa. &lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).not.toContain("<script>");
    expect(html.indexOf("Respuesta del médico")).toBeGreaterThan(
      html.indexOf("Muy clara al explicar"),
    );
  });

  it("marks a review that follows an attended visit as 'Cita verificada', and only that one", () => {
    const html = render([
      review({ id: 1, verifiedVisit: true, comment: "Me atendió puntual." }),
      review({ id: 2, comment: "Buena atención por teléfono." }),
    ]);
    expect(html.match(/Cita verificada/g)).toHaveLength(1);
    expect(html.indexOf("Cita verificada")).toBeLessThan(html.indexOf("Me atendió puntual."));
  });
});
