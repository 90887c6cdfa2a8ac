import { describe, expect, it } from "vitest";
import { explainNameMatch, namesMatch, registryNameOf, type RegistryName } from "./name-match.ts";

const MARIA_FERNANDA = { given: "MARÍA FERNANDA", firstSurname: "LÓPEZ", secondSurname: "RUIZ" };
const JOSE_ANGEL = { given: "JOSÉ ÁNGEL", firstSurname: "NÚÑEZ", secondSurname: "PEÑA" };
const ANA_DE_LA_CRUZ = { given: "ANA", firstSurname: "DE LA CRUZ", secondSurname: "DEL VALLE" };
const ONE_SURNAME = { given: "JUAN CARLOS", firstSurname: "SMITH", secondSurname: "" };
const LOPEZ_LOPEZ = { given: "LUIS", firstSurname: "LÓPEZ", secondSurname: "LÓPEZ" };
const FRANCISCO_JAVIER = {
  given: "FRANCISCO JAVIER",
  firstSurname: "O'FARRILL",
  secondSurname: "ÁVILA",
};
const MA_GUADALUPE = { given: "MA. GUADALUPE", firstSurname: "HERNÁNDEZ", secondSurname: "SOTO" };

type Case = [label: string, registry: RegistryName, firstName: string, lastName: string];

const MATCHES: Case[] = [
  ["the same name", MARIA_FERNANDA, "María Fernanda", "López Ruiz"],
  ["without accents, lower case", MARIA_FERNANDA, "maria fernanda", "lopez ruiz"],
  ["the second given name omitted", MARIA_FERNANDA, "María", "López Ruiz"],
  ["only the second given name", MARIA_FERNANDA, "Fernanda", "López Ruiz"],
  ["the fields swapped", MARIA_FERNANDA, "López Ruiz", "María Fernanda"],
  ["the surnames in the other order", MARIA_FERNANDA, "María Fernanda", "Ruiz López"],
  ["a courtesy title", MARIA_FERNANDA, "Dra. María Fernanda", "López Ruiz"],
  ["Ma. for María", MARIA_FERNANDA, "Ma. Fernanda", "López Ruiz"],
  ["stray spaces and a hyphen", MARIA_FERNANDA, "  MARÍA   FERNANDA ", "López-Ruiz"],
  ["an initial for the second given name", MARIA_FERNANDA, "María F.", "López Ruiz"],
  ["José as Jose, Núñez as Nunez", JOSE_ANGEL, "Jose Angel", "Nunez Pena"],
  ["Ángel alone", JOSE_ANGEL, "Ángel", "Núñez Peña"],
  ["compound surnames with particles", ANA_DE_LA_CRUZ, "Ana", "de la Cruz del Valle"],
  ["particles left out", ANA_DE_LA_CRUZ, "Ana", "Cruz Valle"],
  ["no second surname in the registry", ONE_SURNAME, "Juan Carlos", "Smith"],
  ["one given name, one surname", ONE_SURNAME, "Carlos", "Smith"],
  ["a repeated surname typed twice", LOPEZ_LOPEZ, "Luis", "López López"],
  ["Fco. for Francisco, an apostrophe left out", FRANCISCO_JAVIER, "Fco. Javier", "OFarrill Ávila"],
  ["María for the registry's MA.", MA_GUADALUPE, "María Guadalupe", "Hernández Soto"],
  ["Mª for the registry's MA.", MA_GUADALUPE, "Mª Guadalupe", "Hernández Soto"],
  ["full string: the same words", "CARMEN ELENA VÁZQUEZ ORTIZ", "Carmen Elena", "Vázquez Ortiz"],
  [
    "full string: any order, title",
    "CARMEN ELENA VÁZQUEZ ORTIZ",
    "Dra. Carmen Elena",
    "Ortiz Vázquez",
  ],
  ["full string: two words, typed exactly", "ROSA DÍAZ", "Rosa", "Díaz"],
  [
    "full string: three words and one more typed",
    "CARMEN VÁZQUEZ ORTIZ",
    "Carmen Elena",
    "Vázquez Ortiz",
  ],
];

const MISMATCHES: Case[] = [
  ["only the first surname (all surnames are required)", MARIA_FERNANDA, "María Fernanda", "López"],
  ["only the second surname", MARIA_FERNANDA, "María Fernanda", "Ruiz"],
  ["a sister: another second given name", MARIA_FERNANDA, "María José", "López Ruiz"],
  ["a brother: another given name", MARIA_FERNANDA, "Pedro", "López Ruiz"],
  ["a given name the registry lacks", MARIA_FERNANDA, "María Fernanda Sofía", "López Ruiz"],
  ["one shared surname, another person", MARIA_FERNANDA, "Ana Sofía", "López Martínez"],
  ["another second surname", MARIA_FERNANDA, "Fernanda", "López García"],
  ["a surname more", MARIA_FERNANDA, "María Fernanda", "López Ruiz Pérez"],
  ["a near name is not the name", MARIA_FERNANDA, "Mariana", "López Ruiz"],
  ["initials only", MARIA_FERNANDA, "M. F.", "López Ruiz"],
  ["nothing typed", MARIA_FERNANDA, "", ""],
  ["José alone, one surname", JOSE_ANGEL, "José", "Núñez"],
  ["a compound surname half typed", ANA_DE_LA_CRUZ, "Ana", "de la Cruz"],
  ["an extra surname", ONE_SURNAME, "Juan Carlos", "Smith Pérez"],
  ["a repeated surname typed once", LOPEZ_LOPEZ, "Luis", "López"],
  ["full string: a registry word missing", "CARMEN ELENA VÁZQUEZ ORTIZ", "Carmen", "Vázquez Ortiz"],
  ["full string: a short record for a longer name", "ROSA DÍAZ", "Rosa María", "Díaz López"],
  ["full string: another person", "CARMEN VÁZQUEZ ORTIZ", "Carmen", "Vázquez"],
  [
    "full string: two extra given names",
    "CARMEN VÁZQUEZ ORTIZ",
    "Carmen Elena Sofía",
    "Vázquez Ortiz",
  ],
  [
    "full string: any number of extra words",
    "CARMEN VÁZQUEZ ORTIZ",
    "Carmen Elena Sofía Lucía Regina",
    "Vázquez Ortiz Pérez Ruiz",
  ],
  ["full string: an extra surname", "CARMEN VÁZQUEZ ORTIZ", "Carmen", "Vázquez Ortiz Ruiz"],
  ["full string: an empty record", "", "Carmen", "Vázquez Ortiz"],
  ["an empty structured record", { given: "", firstSurname: "" }, "Ana", "López"],
];

describe("namesMatch", () => {
  it.each(MATCHES)("matches: %s", (_label, registry, firstName, lastName) => {
    expect(namesMatch(registry, { firstName, lastName })).toBe(true);
  });

  it.each(MISMATCHES)("does not match: %s", (_label, registry, firstName, lastName) => {
    expect(namesMatch(registry, { firstName, lastName })).toBe(false);
  });
});

describe("explainNameMatch", () => {
  it("says which registry words were typed, for the administrator", () => {
    expect(
      explainNameMatch(MARIA_FERNANDA, { firstName: "María F.", lastName: "López Ruiz" }),
    ).toEqual({
      matches: true,
      registryWords: [
        { text: "MARÍA", role: "given", found: "yes" },
        { text: "FERNANDA", role: "given", found: "initial" },
        { text: "LÓPEZ", role: "firstSurname", found: "yes" },
        { text: "RUIZ", role: "secondSurname", found: "yes" },
      ],
      extraTypedWords: [],
      reasons: [],
    });
  });

  it("says in Spanish why a name does not match", () => {
    const sister = explainNameMatch(MARIA_FERNANDA, { firstName: "María José", lastName: "López" });
    expect(sister.matches).toBe(false);
    expect(sister.extraTypedWords).toEqual(["JOSÉ"]);
    expect(sister.reasons).toEqual([
      "Falta el segundo apellido del registro: RUIZ.",
      "El nombre escrito tiene palabras que no están en el registro: JOSÉ.",
    ]);
    expect(
      explainNameMatch(MARIA_FERNANDA, { firstName: "Ana", lastName: "Ruiz" }).reasons,
    ).toEqual([
      "Falta el primer apellido del registro: LÓPEZ.",
      "Ningún nombre de pila del registro (MARÍA FERNANDA) está completo en el nombre escrito.",
      "El nombre escrito tiene palabras que no están en el registro: ANA.",
    ]);
    expect(
      explainNameMatch("ROSA DÍAZ", { firstName: "Rosa María", lastName: "Díaz" }).reasons,
    ).toEqual(["El registro solo trae 2 palabras y el nombre escrito tiene otras: MARÍA."]);
    expect(
      explainNameMatch("CARMEN ELENA ORTIZ", { firstName: "Carmen", lastName: "Ortiz" }).reasons,
    ).toEqual(["Faltan palabras del nombre del registro: ELENA."]);
  });
});

describe("registryNameOf", () => {
  it("uses the SEP record's name parts when it has them, else the full name", () => {
    expect(
      registryNameOf(
        { nombre: "ANA LUCÍA", primerApellido: "HERNÁNDEZ", segundoApellido: "RUIZ" },
        "ANA LUCÍA HERNÁNDEZ RUIZ",
      ),
    ).toEqual({ given: "ANA LUCÍA", firstSurname: "HERNÁNDEZ", secondSurname: "RUIZ" });
    expect(registryNameOf({ nombre: "ANA", primerApellido: "SMITH" }, "ANA SMITH")).toEqual({
      given: "ANA",
      firstSurname: "SMITH",
      secondSurname: "",
    });
    expect(registryNameOf({ titulo: "MÉDICO CIRUJANO" }, "ROSA DÍAZ")).toBe("ROSA DÍAZ");
    expect(registryNameOf({ nombre: " ", primerApellido: "DÍAZ" }, "ROSA DÍAZ")).toBe("ROSA DÍAZ");
  });
});
