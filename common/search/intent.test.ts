import { describe, expect, it } from "vitest";
import { CITIES } from "../catalogs/cities.ts";
import { SPECIALTIES } from "../catalogs/specialties.ts";
import { parseSearchIntent } from "./intent.ts";

describe("parseSearchIntent", () => {
  it.each([
    ["busco un cardiólogo en Guadalajara", "cardiologia", "guadalajara"],
    ["cardiologo guadalajara", "cardiologia", "guadalajara"],
    ["dermatóloga cdmx", "dermatologia", "ciudad-de-mexico"],
    ["pediatra en san luis potosi", "pediatria", "san-luis-potosi"],
    ["ginecólogo en el D.F.", "ginecologia", "ciudad-de-mexico"],
    ["psicóloga en Ciudad de México", "psicologia", "ciudad-de-mexico"],
    ["psicologos ciudad de mexico", "psicologia", "ciudad-de-mexico"],
    ["cardiólogos DF", "cardiologia", "ciudad-de-mexico"],
    ["dentista GDL", "odontologia", "guadalajara"],
    ["oculista en MTY", "oftalmologia", "monterrey"],
    ["otorrino Monterrey", "otorrinolaringologia", "monterrey"],
    ["traumatólogo León", "traumatologia", "leon"],
    ["ortopedista querétaro", "traumatologia", "queretaro"],
    ["internista San Luis Potosí", "medicina-interna", "san-luis-potosi"],
    ["nutrióloga SLP", "nutriologia", "san-luis-potosi"],
    ["necesito una médica general en Cancún", "medicina-general", "cancun"],
    ["cardióloga en monterrey nuevo león", "cardiologia", "monterrey"],
    ["dentista Oaxaca de Juárez", "odontologia", "oaxaca"],
  ])("%s -> %s in %s", (text, specialtySlug, citySlug) => {
    expect(parseSearchIntent(text)).toEqual({ specialtySlug, citySlug, remainingText: "" });
  });

  it("recognises a specialty alone", () => {
    expect(parseSearchIntent("Neurocirujanos")).toEqual({
      specialtySlug: "neurocirugia",
      remainingText: "",
    });
    expect(parseSearchIntent("ginecobstetra").specialtySlug).toBe("ginecologia");
    expect(parseSearchIntent("cirujana plástica").specialtySlug).toBe("cirugia-plastica");
  });

  it("recognises every catalogue specialist name and city name", () => {
    for (const specialty of SPECIALTIES) {
      expect(parseSearchIntent(specialty.specialistName).specialtySlug).toBe(specialty.slug);
      expect(parseSearchIntent(specialty.specialistPlural).specialtySlug).toBe(specialty.slug);
      expect(parseSearchIntent(specialty.name).specialtySlug).toBe(specialty.slug);
    }
    for (const city of CITIES) {
      expect(parseSearchIntent(`doctor en ${city.name}`).citySlug).toBe(city.slug);
      expect(parseSearchIntent(city.name.toUpperCase()).citySlug).toBe(city.slug);
    }
  });

  it("keeps a doctor's name as remaining text", () => {
    const intent = parseSearchIntent("Dr. Núñez");
    expect(intent.specialtySlug).toBeUndefined();
    expect(intent.citySlug).toBeUndefined();
    expect(intent.remainingText).toMatch(/nunez|Núñez/);
    expect(parseSearchIntent("Dra. De la Fuente en Puebla")).toEqual({
      citySlug: "puebla",
      remainingText: "De la Fuente",
    });
  });

  it("finds the city when only a doctor is asked for", () => {
    expect(parseSearchIntent("doctor en león")).toEqual({ citySlug: "leon", remainingText: "" });
  });

  it("leaves symptoms to rankSpecialties", () => {
    expect(parseSearchIntent("dolor de pecho en Puebla")).toEqual({
      citySlug: "puebla",
      remainingText: "dolor de pecho",
    });
    expect(parseSearchIntent("uña enterrada").remainingText).toBe("uña enterrada");
  });

  it("matches multi-word city names as whole words only", () => {
    expect(parseSearchIntent("san luis").citySlug).toBe("san-luis-potosi");
    expect(parseSearchIntent("ciudadano de mexico").citySlug).toBeUndefined();
    expect(parseSearchIntent("leones").citySlug).toBeUndefined();
  });

  it("gives no specialty or city for unknown text", () => {
    expect(parseSearchIntent("xyzzy qwerty")).toEqual({ remainingText: "xyzzy qwerty" });
    expect(parseSearchIntent("")).toEqual({ remainingText: "" });
  });
});
