import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub, UNSAFE_ErrorResponseImpl as ErrorResponse } from "react-router";
import { describe, expect, it } from "vitest";
import {
  TOO_MANY_RENDERS_MESSAGE,
  TOO_MANY_RENDERS_TITLE,
} from "../../../common/limits/render-budget.ts";
import { ErrorBoundary as RootErrorBoundary } from "../../root.tsx";
import { ResultsErrorBoundary } from "../../features/search/results-error-boundary.tsx";
import { notFoundBoundary } from "./not-found-page.tsx";

// What React Router's client throws when a navigation's `.data` answers 429 without its own
// header (the render budget's JSON refusal): a route error response with the body as text.
const refusedData = () =>
  new ErrorResponse(429, "Too Many Requests", JSON.stringify({ error: TOO_MANY_RENDERS_MESSAGE }));

/** The boundary rendered the way a failed client navigation leaves the route. */
function renderBoundary(boundary: ComponentType, error: unknown, nested = false): string {
  const page = { id: "page", path: "/cardiologia", Component: () => null, ErrorBoundary: boundary };
  const Stub = createRoutesStub(
    nested
      ? [
          {
            id: "layout",
            path: "/",
            Component: () => null,
            ErrorBoundary: RootErrorBoundary as never,
            children: [{ ...page, path: "cardiologia" }],
          },
        ]
      : [page],
  );
  return renderToStaticMarkup(
    <Stub
      initialEntries={["/cardiologia"]}
      hydrationData={{ errors: { [nested ? "layout" : "page"]: error } }}
    />,
  );
}

describe("a client navigation refused by the render budget", () => {
  it("shows the budget's words on the results pages, not their load error", () => {
    const html = renderBoundary(ResultsErrorBoundary, refusedData());
    expect(html).toContain(
      `<h1 class="text-3xl font-bold text-gray-900">${TOO_MANY_RENDERS_TITLE}</h1>`,
    );
    expect(html).toContain(TOO_MANY_RENDERS_MESSAGE);
    expect(html).not.toContain("Error al cargar los médicos");
  });

  it("shows them from the root boundary, where every other area's errors end", () => {
    const html = renderBoundary(RootErrorBoundary as never, refusedData());
    expect(html).toContain(TOO_MANY_RENDERS_MESSAGE);
    expect(html).not.toContain("Algo salió mal");
  });

  it("leaves other errors to each boundary's own message", () => {
    const failed = new ErrorResponse(500, "Internal Server Error", "");
    expect(renderBoundary(ResultsErrorBoundary, failed)).toContain("Error al cargar los médicos");
    expect(renderBoundary(RootErrorBoundary as never, failed)).toContain("Algo salió mal");
    expect(renderBoundary(ResultsErrorBoundary, failed)).not.toContain(TOO_MANY_RENDERS_TITLE);
  });

  it("passes through an area's not-found boundary to the root", () => {
    const areaBoundary = notFoundBoundary({
      title: "Médico no encontrado",
      description: "No existe.",
    });
    expect(() => renderBoundary(areaBoundary, refusedData())).toThrow();
    expect(renderBoundary(areaBoundary, refusedData(), true)).toContain(TOO_MANY_RENDERS_MESSAGE);
  });
});
