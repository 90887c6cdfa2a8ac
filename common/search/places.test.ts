import { describe, expect, it } from "vitest";
import { CITIES } from "../catalogs/cities.ts";
import { METRO_AREAS } from "../catalogs/metro-areas.ts";
import { MUNICIPALITIES_BY_STATE, MUNICIPALITY_COUNT } from "../catalogs/municipalities.ts";
import { parseSearchIntent } from "./intent.ts";
import { placeNoticeText } from "./place-notice.ts";
import { PLACES } from "./places.ts";

/** What a query's place was read as. */
function place(text: string) {
  const intent = parseSearchIntent(text);
  return {
    citySlug: intent.citySlug,
    state: intent.state,
    zone: intent.zone,
    note: intent.place?.kind,
    rest: intent.remainingText,
  };
}

describe("municipality catalogue", () => {
  const names = new Map(
    MUNICIPALITIES_BY_STATE.map(([code, list]) => [
      code,
      new Set(list.split("|").map((entry) => entry.slice(4))),
    ]),
  );

  it("holds every municipality of the 32 states", () => {
    expect(names.size).toBe(32);
    const total = [...names.values()].reduce((sum, set) => sum + set.size, 0);
    expect(total).toBe(MUNICIPALITY_COUNT);
    expect(total).toBeGreaterThanOrEqual(2_469);
  });

  it("names every metro-area member as INEGI does", () => {
    for (const [slug, members] of Object.entries(METRO_AREAS)) {
      for (const [state, name] of members) {
        expect(names.get(state)?.has(name), `${slug}: ${state} ${name}`).toBe(true);
      }
    }
  });

  it("gives every catalogue city a metro area", () => {
    for (const city of CITIES) expect(METRO_AREAS[city.slug]?.length, city.slug).toBeGreaterThan(0);
  });

  it("is one prebuilt map of place phrases", () => {
    expect(PLACES.size).toBeGreaterThan(2_400);
  });
});

describe("places in a query", () => {
  it.each([
    ["pediatra en zapopan", "guadalajara"],
    ["dentista tlaquepaque", "guadalajara"],
    ["cardiólogo en San Pedro Garza García", "monterrey"],
    ["ginecóloga en apodaca", "monterrey"],
    ["pediatra en naucalpan", "ciudad-de-mexico"],
    ["pediatra cerca de ecatepec", "ciudad-de-mexico"],
    ["dermatólogo en Nezahualcóyotl", "ciudad-de-mexico"],
    ["pediatra por metepec", "toluca"],
    ["cardiologo en gomez palacio", "torreon"],
    ["internista en lerdo", "torreon"],
    ["pediatra en kanasin", "merida"],
    ["pediatra rumbo a tlajomulco", "guadalajara"],
  ])("reads the metro municipality in %s as %s", (text, city) => {
    expect(place(text)).toMatchObject({ citySlug: city, note: "metro", rest: "" });
  });

  it("reads a municipality outside any metro area as its state", () => {
    expect(place("pediatra en Tepatitlán de Morelos")).toMatchObject({
      state: "Jalisco",
      citySlug: undefined,
      note: "state",
      rest: "",
    });
    expect(place("dentista en san juan del rio")).toMatchObject({ state: "Querétaro" });
  });

  it("says so when the municipality's state has no catalogue city", () => {
    expect(place("pediatra en culiacan")).toMatchObject({
      citySlug: undefined,
      state: undefined,
      note: "outside",
    });
  });

  it.each([
    ["pediatra en edomex", "Estado de México"],
    ["pediatra NL", "Nuevo León"],
    ["ginecólogo en jal", "Jalisco"],
    ["dentista en QRoo", "Quintana Roo"],
    ["pediatra en mor", "Morelos"],
    ["pediatra en ver", "Veracruz"],
    ["cardiólogo coah", "Coahuila"],
  ])("reads the state abbreviation in %s", (text, state) => {
    expect(place(text)).toMatchObject({ state, citySlug: undefined });
  });

  it("reads 'ver' as Veracruz only after 'en'", () => {
    expect(place("quiero ver pediatras").state).toBeUndefined();
  });

  it.each([
    ["pediatra en la perla tapatía", "guadalajara"],
    ["cardiólogo en la sultana del norte", "monterrey"],
    ["dentista en la angelópolis", "puebla"],
    ["pediatra en la ciudad blanca", "merida"],
    ["pediatra en la laguna", "torreon"],
    ["dermatólogo comarca lagunera", "torreon"],
  ])("reads the nickname in %s", (text, city) => {
    expect(place(text)).toMatchObject({ citySlug: city, rest: "" });
  });

  it("reads a catalogue neighbourhood as its city and zone", () => {
    expect(place("dermatólogo en Polanco")).toMatchObject({
      citySlug: "ciudad-de-mexico",
      zone: "polanco",
      rest: "",
    });
    expect(place("pediatra en la colonia providencia")).toMatchObject({
      citySlug: "guadalajara",
      zone: "providencia",
      rest: "",
    });
  });

  it("forgives a typo in a place after 'en'", () => {
    expect(place("pediatra en zapopam")).toMatchObject({ citySlug: "guadalajara", note: "metro" });
  });

  it("never reads an insurer's name as a city", () => {
    expect(parseSearchIntent("seguros monterrey").citySlug).toBeUndefined();
    const insurer = parseSearchIntent("cardiólogo que acepte Seguros Monterrey");
    expect(insurer.citySlug).toBeUndefined();
    expect(insurer.qualifiers.insurerSlug).toBe("seguros-monterrey-new-york-life");
    const both = parseSearchIntent("pediatra en guadalajara seguros monterrey");
    expect(both.citySlug).toBe("guadalajara");
    expect(both.qualifiers.insurerSlug).toBe("seguros-monterrey-new-york-life");
  });

  it.each(["doctor garcía", "Dra. Juárez López", "dr guadalupe santiago", "Dra. Castillo Navarro"])(
    "keeps the surname in %s a name",
    (text) => {
      const read = place(text);
      expect(read.citySlug).toBeUndefined();
      expect(read.state).toBeUndefined();
      expect(read.note).toBeUndefined();
    },
  );

  it("says when a place after 'en' is not known", () => {
    expect(place("pediatra en villa de las flores")).toMatchObject({
      citySlug: undefined,
      note: "unknown",
      rest: "",
    });
    expect(parseSearchIntent("pediatra en villa de las flores").place?.words).toBe(
      "villa de las flores",
    );
  });

  it.each(["dolor en el pecho", "consulta en casa", "pediatra en línea", "me duele en la rodilla"])(
    "reads no place in %s",
    (text) => {
      expect(place(text).note).toBeUndefined();
    },
  );
});

describe("placeNoticeText", () => {
  it("says how a place was read", () => {
    expect(
      placeNoticeText({
        kind: "metro",
        words: "zapopan",
        name: "Zapopan",
        citySlug: "guadalajara",
      }),
    ).toBe("Zapopan: mostramos Guadalajara y su zona metropolitana.");
    expect(placeNoticeText({ kind: "unknown", words: "villa flores" })).toBe(
      "No reconocimos «villa flores» como ciudad; mostramos todo México.",
    );
  });

  it("reads well-known districts and the DF's spoken names as their city", () => {
    const city = (text: string) => parseSearchIntent(text).citySlug;
    expect(city("pediatra en lomas verdes")).toBe("ciudad-de-mexico");
    expect(city("ginecologa en satelite")).toBe("ciudad-de-mexico");
    expect(parseSearchIntent("pediatra en lomas verdes").place?.kind).toBe("metro");
    expect(city("dentista en juriquilla")).toBe("queretaro");
    expect(city("oculista zona hotelera")).toBe("cancun");
    expect(city("psicologo en defe")).toBe("ciudad-de-mexico");
    expect(city("dermatologo en el de efe")).toBe("ciudad-de-mexico");
    // "Satélite" alone needs a lead word.
    expect(city("satelite")).toBeUndefined();
  });
});
