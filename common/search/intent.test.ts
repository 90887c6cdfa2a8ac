import { describe, expect, it } from "vitest";
import { CITIES } from "../catalogs/cities.ts";
import { SPECIALTIES } from "../catalogs/specialties.ts";
import { nameWords, parseSearchIntent } from "./intent.ts";

/** Specialty, city and leftover text only, as the tests below were written for them. */
function basics(text: string) {
  const { specialtySlug, citySlug, remainingText } = parseSearchIntent(text);
  return Object.fromEntries(
    Object.entries({ specialtySlug, citySlug, remainingText }).filter(([, v]) => v !== undefined),
  );
}

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
    expect(basics(text)).toEqual({ specialtySlug, citySlug, remainingText: "" });
  });

  it("recognises a specialty alone", () => {
    expect(basics("Neurocirujanos")).toEqual({
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
    expect(basics("Dra. De la Fuente en Puebla")).toEqual({
      citySlug: "puebla",
      remainingText: "De la Fuente",
    });
  });

  it("finds the city when only a doctor is asked for", () => {
    expect(basics("doctor en león")).toEqual({ citySlug: "leon", remainingText: "" });
  });

  it("leaves symptoms to rankSpecialties", () => {
    expect(basics("dolor de pecho en Puebla")).toEqual({
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
    expect(basics("xyzzy qwerty")).toEqual({ remainingText: "xyzzy qwerty" });
    expect(basics("")).toEqual({ remainingText: "" });
  });

  it.each([
    ["cardiolgo", "cardiologia"],
    ["kardiologo", "cardiologia"],
    ["sicologa", "psicologia"],
    ["siquiatra", "psiquiatria"],
    ["jinecologo", "ginecologia"],
    ["oftamologo", "oftalmologia"],
    ["pedriatra", "pediatria"],
    ["otorinolaringologo", "otorrinolaringologia"],
  ])("forgives the misspelling %s -> %s", (text, specialtySlug) => {
    const intent = parseSearchIntent(text);
    expect(intent.specialtySlug).toBe(specialtySlug);
    expect(intent.confidence.specialty).toBeLessThan(1);
    expect(intent.remainingText).toBe("");
  });

  it("does not read surnames as misspelled specialties", () => {
    expect(parseSearchIntent("ximena vargas guerrero").specialtySlug).toBeUndefined();
    expect(parseSearchIntent("delgado castro").specialtySlug).toBeUndefined();
    expect(parseSearchIntent("cardiolgo", { typos: false }).specialtySlug).toBeUndefined();
  });

  it("takes a misspelled city only after 'en' or beside a specialty", () => {
    expect(parseSearchIntent("cardiologo en tijuna").citySlug).toBe("tijuana");
    expect(parseSearchIntent("pediatra monterey").citySlug).toBe("monterrey");
    expect(parseSearchIntent("dentista en sanluis").citySlug).toBe("san-luis-potosi");
    expect(parseSearchIntent("monterey").citySlug).toBeUndefined();
  });

  it("reads lay names of specialties", () => {
    expect(parseSearchIntent("doctor de los ojos").specialtySlug).toBe("oftalmologia");
    expect(parseSearchIntent("sacamuelas").specialtySlug).toBe("odontologia");
    expect(parseSearchIntent("huesero").specialtySlug).toBe("traumatologia");
    expect(parseSearchIntent("doctor de la mujer").specialtySlug).toBe("ginecologia");
  });

  it("reads states and their abbreviations, and a state after its own city", () => {
    expect(parseSearchIntent("ginecologo edomex").state).toBe("Estado de México");
    expect(parseSearchIntent("pediatra en jalisco").state).toBe("Jalisco");
    expect(parseSearchIntent("pediatra en guanajuato").state).toBe("Guanajuato");
    const merida = parseSearchIntent("ginecologo en merida yuc");
    expect(merida).toMatchObject({ citySlug: "merida", remainingText: "" });
    expect(merida.state).toBeUndefined();
  });

  it("maps filter words to qualifiers instead of text", () => {
    expect(parseSearchIntent("psiquiatra disponible hoy")).toMatchObject({
      specialtySlug: "psiquiatria",
      qualifiers: { availableToday: true },
      remainingText: "",
    });
    expect(parseSearchIntent("neurologo en linea").qualifiers).toEqual({ telemedicine: true });
    // A booking online is no video visit.
    expect(parseSearchIntent("pediatra con cita en línea").qualifiers).toEqual({
      onlineBooking: true,
    });
    expect(parseSearchIntent("dentista para agendar cita hoy").qualifiers).toEqual({
      onlineBooking: true,
      availableToday: true,
      schedule: "today",
    });
    expect(parseSearchIntent("psiquiatra por videollamada").qualifiers.telemedicine).toBe(true);
    expect(parseSearchIntent("dermatologo economico en toluca")).toMatchObject({
      citySlug: "toluca",
      qualifiers: { priceOrder: "asc" },
      remainingText: "",
    });
    expect(parseSearchIntent("cardiologo con cedula verificada").qualifiers.verified).toBe(true);
    expect(parseSearchIntent("urologo que acepte axa")).toMatchObject({
      qualifiers: { insurerSlug: "axa-mexico" },
      remainingText: "",
    });
  });

  it("lists the words of a query that could be a name", () => {
    expect(nameWords("Dra. Castillo Navarro")).toEqual(["castillo", "navarro"]);
    expect(nameWords("me duele el oído")).toEqual(["duele", "oido"]);
  });

  it("reads a one-word city among other words as a possible surname", () => {
    expect(parseSearchIntent("maria leon").confidence.city).toBeLessThan(1);
    expect(parseSearchIntent("maria leon", { typos: false })).toMatchObject({
      remainingText: "maria leon",
    });
    expect(parseSearchIntent("maria leon", { typos: false }).citySlug).toBeUndefined();
    expect(parseSearchIntent("doctor en león").confidence.city).toBe(1);
    expect(parseSearchIntent("traumatólogo León").confidence.city).toBe(1);
    expect(parseSearchIntent("león").confidence.city).toBe(1);
  });
});
