import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { EMPTY_FILTERS, type PageFilters } from "../../../common/search/url.ts";
import { FilterChips, FilterColumn, FilterSheetButton } from "./filter-panel.tsx";

function render(filters: PageFilters): string {
  const Stub = createRoutesStub([
    {
      path: "*",
      Component: () => (
        <>
          <FilterColumn filters={filters} />
          <FilterSheetButton filters={filters} />
        </>
      ),
    },
  ]);
  return renderToStaticMarkup(<Stub initialEntries={["/"]} />);
}

// What the server sends before React runs: the browser's own GET submission must carry the
// URL's names, and the phone's "Más filtros" must lead somewhere.
describe("the filter panel in the server's HTML", () => {
  it("submits to the results path with the URL's names and the search it does not show", () => {
    const html = render({
      ...EMPTY_FILTERS,
      q: "rodilla",
      citySlug: "monterrey",
      zone: "centro",
      sort: "price",
      semantic: true,
    });
    expect(html).toContain('action="/" method="get"');
    for (const [name, value] of [
      ["q", "rodilla"],
      ["city", "monterrey"],
      ["zone", "centro"],
      ["semanticSearch", "true"],
      ["sort", "price"],
    ]) {
      expect(html).toContain(`<input type="hidden" name="${name}" value="${value}"/>`);
    }
    expect(html).toContain('name="availability" value="today"');
    expect(html).toContain('name="verified" value="true"');
    expect(html).toContain('name="booking" value="online"');
  });

  it("checks 'Con cita en línea' for booking=online and offers its chip to remove it", () => {
    const filters = { ...EMPTY_FILTERS, specialtySlug: "pediatria", onlineBooking: true };
    const html = render(filters);
    expect(html).toContain('<input type="checkbox" name="booking" checked="" value="online"/>');
    expect(html).toContain("Más filtros (1)");
    const Stub = createRoutesStub([
      { path: "*", Component: () => <FilterChips filters={filters} /> },
    ]);
    const chips = renderToStaticMarkup(<Stub initialEntries={["/"]} />);
    expect(chips).toMatch(
      /<a aria-label="Quitar filtro: Con cita en línea"[^>]* href="\/pediatria"/,
    );
  });

  it("sends a specialty and city in the path, not as hidden fields", () => {
    const html = render({ ...EMPTY_FILTERS, specialtySlug: "cardiologia", citySlug: "leon" });
    expect(html).toContain('action="/cardiologia/leon"');
    expect(html).not.toContain('type="hidden"');
  });

  it("makes 'Más filtros' a link to the column, which shows when it is the target", () => {
    const html = render(EMPTY_FILTERS);
    expect(html).toMatch(/<aside id="filtros"[^>]*class="[^"]*\btarget:block\b/);
    expect(html).toMatch(/<a href="#filtros" aria-haspopup="dialog"[^>]*>Más filtros<\/a>/);
  });
});
