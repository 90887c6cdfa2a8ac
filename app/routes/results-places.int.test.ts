import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formSearchHref, keptFilterFields } from "../../common/search/href.ts";
import type { PageFilters } from "../../common/search/url.ts";
import { resultsTitle } from "../../common/search/title.ts";
import { insertProvider } from "../../tests/factories/providers.ts";
import {
  createRouteHarness,
  outcomeOf,
  routeArgs,
  type RouteHarness,
} from "../../tests/support/route-context.ts";
import type { ResultsData } from "../lib/search.server.ts";
import * as home from "./home.tsx";
import * as results from "./results.tsx";

/*
 * A typed neighbourhood and typed qualifiers on the results PAGE: the box's text goes through
 * the page's redirects to its canonical URL as a browser would follow them, and the page's
 * data is read there (docs/search.md, "Lugares" and "Calificadores").
 */
let h: RouteHarness;

beforeAll(async () => {
  h = await createRouteHarness();
  const db = h.database.db;
  await insertProvider(db, {
    name: "Dra. Rita Ribera",
    specialtySlug: "medicina-general",
    citySlug: "tijuana",
    location: "Paseo de los Héroes 9350, Zona Río, Tijuana",
  });
  await insertProvider(db, {
    name: "Dr. Hugo Hipódromo",
    specialtySlug: "odontologia",
    citySlug: "tijuana",
    price: 450,
    location: "Blvd. Agua Caliente 10, Hipódromo, Tijuana",
  });
  await insertProvider(db, {
    name: "Dra. Olga Otay",
    specialtySlug: "odontologia",
    citySlug: "tijuana",
    price: 900,
    location: "Calle 5 de Mayo 20, Mesa de Otay, Tijuana",
  });
  await insertProvider(db, {
    name: "Dra. Paula Polanco",
    specialtySlug: "odontologia",
    citySlug: "ciudad-de-mexico",
    location: "Av. Presidente Masaryk 120, Polanco, Ciudad de México",
  });
});
afterAll(async () => {
  await h.close();
});

interface Landing {
  /** The URL the redirects ended at. */
  url: string;
  data: ResultsData;
}

/** Follows the page's redirects from `href` and returns where it landed and its data. */
async function visit(href: string): Promise<Landing> {
  let url = new URL(href, "http://sitio.test");
  for (let hop = 0; hop < 5; hop++) {
    const [specialty, city] = url.pathname.split("/").filter(Boolean);
    const target = `${url.pathname}${url.search}`;
    const outcome = await outcomeOf(() =>
      specialty
        ? results.loader(
            routeArgs(target, h.context(), {
              params: city ? { specialty, city } : { specialty },
            }),
          )
        : home.loader(routeArgs(target, h.context())),
    );
    if (outcome.location) {
      url = new URL(outcome.location, url);
      continue;
    }
    expect(outcome.status, target).toBe(200);
    const data = specialty
      ? (outcome.data as ResultsData)
      : (outcome.data as { results: ResultsData }).results;
    return { url: decodeURIComponent(target), data };
  }
  throw new Error(`Too many redirects from ${href}`);
}

const box = (text: string) => `/?q=${encodeURIComponent(text)}`;
const names = (landing: Landing) => landing.data.providers.map((card) => card.name).sort();
const titleOf = (landing: Landing) => resultsTitle(landing.data.filters, landing.data.understood);

/**
 * A second search typed in the box of a results page: the form's place fields hold the page's
 * specialty and city, its hidden fields the page's filters.
 */
function searchAgain(filters: PageFilters, text: string): string {
  const fields: [string, string][] = [
    ["q", text],
    ["specialty", filters.specialtySlug ?? "todas"],
    ["city", filters.citySlug ?? "todas"],
    ...keptFilterFields(filters),
  ];
  return formSearchHref(fields, { specialty: "todas", city: "todas" });
}

describe("a typed neighbourhood on the results page", () => {
  it("keeps the neighbourhood in the URL and lists who is there", async () => {
    for (const text of ["zona rio", "Zona Río", "ZONA RIO", "zona rio tijuana", "en zona río"]) {
      const landing = await visit(box(text));
      expect(landing.url, text).toBe("/?city=tijuana&zone=zona-rio");
      expect(names(landing), text).toEqual(["Dra. Rita Ribera"]);
      expect(titleOf(landing)).toBe("Especialistas en Zona Río, Tijuana");
      expect(landing.data.understood.widenedZone).toBeUndefined();
    }
  });

  it("shows the city's doctors, and says so, when none of the kind is in the neighbourhood", async () => {
    const landing = await visit(box("dentista en zona rio"));
    expect(landing.url).toBe("/odontologia/tijuana?zone=zona-rio");
    expect(names(landing)).toEqual(["Dr. Hugo Hipódromo", "Dra. Olga Otay"]);
    expect(landing.data.understood.widenedZone).toBe("zona-rio");
    // The title names what is listed; the note (widenedZoneText) names the neighbourhood.
    expect(titleOf(landing)).toBe("Odontología en Tijuana");
    expect(landing.data.filters.zone).toBe("zona-rio");
  });

  it("reads other catalogue neighbourhoods with or without accents", async () => {
    const hipodromo = await visit(box("dentista en hipodromo"));
    expect(hipodromo.url).toBe("/odontologia/tijuana?zone=hipodromo");
    expect(names(hipodromo)).toEqual(["Dr. Hugo Hipódromo"]);
    expect(titleOf(hipodromo)).toBe("Odontología en Hipódromo, Tijuana");
    const otay = await visit(box("Dentista Mesa de Otay"));
    expect(otay.url).toBe("/odontologia/tijuana?zone=mesa-de-otay");
    expect(names(otay)).toEqual(["Dra. Olga Otay"]);
    const polanco = await visit(box("dentista en Polanco"));
    expect(polanco.url).toBe("/odontologia/ciudad-de-mexico?zone=polanco");
    expect(names(polanco)).toEqual(["Dra. Paula Polanco"]);
  });
});

describe("English qualifiers on the results page", () => {
  it("moves them to the URL as the Spanish ones and keeps them across a second search", async () => {
    const english = await visit(box("cheap dentist under 800 pesos in tijuana"));
    const spanish = await visit(box("dentista barato de menos de 800 pesos en tijuana"));
    expect(english.url).toBe("/odontologia/tijuana?priceMax=800&sort=price");
    expect(spanish.url).toBe(english.url);
    expect(names(english)).toEqual(["Dr. Hugo Hipódromo"]);

    const again = await visit(searchAgain(english.data.filters, "general doctor"));
    expect(again.url).toBe("/medicina-general/tijuana?priceMax=800&sort=price");

    const today = await visit(box("female gp available today online"));
    expect(today.url).toBe("/medicina-general?city=online&availability=today&gender=F");
    const weekend = await visit(box("video call psychologist this weekend for the elderly"));
    expect(weekend.url).toBe("/psicologia?city=online&availability=weekend&age=senior");
    const home = await visit(box("home visit doctor for kids between 500 and 900 pesos"));
    expect(home.url).toBe("/pediatria?priceMin=500&priceMax=900&visit=home");
  });
});
