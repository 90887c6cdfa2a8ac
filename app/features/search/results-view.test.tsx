import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { EMPTY_FILTERS } from "../../../common/search/url.ts";
import { ResultsView, type ResultsViewProps } from "./results-view.tsx";

const NOTE = "Se muestran los primeros 1,000";

function render(props: Partial<ResultsViewProps>) {
  const all: ResultsViewProps = {
    filters: { ...EMPTY_FILTERS, specialtySlug: "cardiologia" },
    providers: [],
    total: 0,
    totalPages: 1,
    understood: { rankedSpecialties: [] },
    sort: "recommended",
    tileUrl: "/mapa/{z}/{x}/{y}.png",
    ...props,
  };
  const Stub = createRoutesStub([
    { path: "/cardiologia", Component: () => <ResultsView {...all} /> },
  ]);
  return renderToStaticMarkup(<Stub initialEntries={["/cardiologia"]} />);
}

describe("the results page past the deepest page", () => {
  it("says only the first 1,000 results can be paged when more match", () => {
    expect(render({ total: 4_321, totalPages: 100 })).toContain(NOTE);
    expect(render({ total: 1_000, totalCapped: true, totalPages: 100 })).toContain(NOTE);
  });

  it("says nothing when every result can be reached", () => {
    expect(render({ total: 1_000, totalPages: 100 })).not.toContain(NOTE);
    expect(render({ total: 23, totalPages: 3 })).not.toContain(NOTE);
  });
});

/** The opening tag of the 'Búsqueda Inteligente' switch. */
const switchTag = (html: string) => /<a [^>]*role="switch"[^>]*>/.exec(html)?.[0] ?? "";

describe("Búsqueda Inteligente", () => {
  it("is a link to the same search with the switch turned over, so it works before the scripts", () => {
    const off = switchTag(render({ filters: { ...EMPTY_FILTERS, q: "granos en la cara" } }));
    expect(off).toContain('href="/?q=granos+en+la+cara&amp;semanticSearch=true"');
    expect(off).toContain('aria-checked="false"');
    const on = switchTag(
      render({ filters: { ...EMPTY_FILTERS, q: "granos en la cara", semantic: true } }),
    );
    expect(on).toContain('href="/?q=granos+en+la+cara"');
    expect(on).toContain('aria-checked="true"');
  });

  it("is offered only for a typed query", () => {
    expect(switchTag(render({}))).toBe("");
  });
});

describe("a neighbourhood on the results page", () => {
  const zoned = {
    filters: {
      ...EMPTY_FILTERS,
      specialtySlug: "odontologia",
      citySlug: "tijuana",
      zone: "zona-rio",
    },
  };

  it("shows the neighbourhood as a removable chip", () => {
    const html = render(zoned);
    expect(html).toContain('aria-label="Quitar filtro: Zona Río"');
    expect(html).toContain('href="/odontologia/tijuana"');
  });

  it("says so when the neighbourhood had nobody of the kind and the city is shown", () => {
    const note =
      "Aún no hay médicos de Odontología con consultorio en Zona Río; mostramos todo Tijuana.";
    expect(render(zoned)).not.toContain(note);
    const widened = render({
      ...zoned,
      understood: { rankedSpecialties: [], widenedZone: "zona-rio" },
    });
    expect(widened).toContain(note);
    expect(widened).toContain("Odontología en Tijuana</h1>");
  });
});
