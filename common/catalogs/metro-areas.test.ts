import { describe, expect, it } from "vitest";
import { CITIES } from "./cities.ts";
import { METRO_AREAS } from "./metro-areas.ts";

/**
 * Municipalities of each catalogue city's metrópoli by INEGI state code, as SEDATU, CONAPO
 * and INEGI count them in "Metrópolis de México 2020" (table "municipios_tipologia.csv",
 * dataset "metropolis_mexico_2020" on datos.gob.mx; CVE_MET in metro-areas.ts). Checked
 * against that table on 2026-12-02: change these only from a newer official edition.
 */
const OFFICIAL_2020: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  "ciudad-de-mexico": { "09": 16, "13": 2, "15": 45 }, // 63
  guadalajara: { "14": 7 },
  monterrey: { "19": 16 },
  puebla: { "21": 13, "29": 15 }, // Puebla-Tlaxcala, 28
  tijuana: { "02": 2 },
  leon: { "11": 3 },
  "ciudad-juarez": { "08": 1 },
  torreon: { "05": 2, "10": 2 }, // La Laguna
  queretaro: { "22": 4 },
  "san-luis-potosi": { "24": 2 },
  merida: { "31": 13 },
  aguascalientes: { "01": 3 },
  mexicali: { "02": 1 },
  cuernavaca: { "17": 10 },
  saltillo: { "05": 3 },
  xalapa: { "30": 10 },
  tampico: { "28": 3, "30": 2 },
  morelia: { "16": 3 },
  chihuahua: { "08": 3 },
  oaxaca: { "20": 26 },
  toluca: { "15": 16 },
  cancun: { "23": 2 },
};

describe("METRO_AREAS", () => {
  it("has one metro area per catalogue city and no other", () => {
    expect(Object.keys(METRO_AREAS).sort()).toEqual(CITIES.map((city) => city.slug).sort());
  });

  it.each(Object.entries(OFFICIAL_2020))(
    "counts the municipalities of %s as Metrópolis de México 2020 does",
    (slug, byState) => {
      const counted: Record<string, number> = {};
      for (const [state] of METRO_AREAS[slug] ?? []) counted[state] = (counted[state] ?? 0) + 1;
      expect(counted).toEqual(byState);
    },
  );

  it("lists each municipality once, in one metro area only", () => {
    const seen = new Map<string, string>();
    for (const [slug, members] of Object.entries(METRO_AREAS)) {
      for (const [state, name] of members) {
        const key = `${state} ${name}`;
        expect(seen.get(key), key).toBeUndefined();
        seen.set(key, slug);
      }
    }
    expect(seen.size).toBe(225);
  });
});
