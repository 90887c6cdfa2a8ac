import { describe, expect, it } from "vitest";
import { parseSearchIntent } from "./intent.ts";
import { spanishNumber } from "./qualifiers.ts";

const read = (text: string) => parseSearchIntent(text);

describe("spanishNumber", () => {
  it.each([
    ["mil", 1000],
    ["mil quinientos", 1500],
    ["dos mil", 2000],
    ["ochocientos", 800],
    ["trescientos cincuenta", 350],
    ["ochocientos y cincuenta", 850],
    ["1500", 1500],
    ["1 500", 1500],
    ["2k", 2000],
    ["2 mil", 2000],
  ])("%s -> %d", (text, value) => {
    expect(spanishNumber(text)).toBe(value);
  });

  it("is undefined for other words", () => {
    expect(spanishNumber("pesos")).toBeUndefined();
  });
});

describe("qualifiers read as concepts", () => {
  it.each([
    ["dermatólogo ahorita", "today"],
    ["pediatra lo antes posible", "today"],
    ["pediatra ya", "today"],
    ["dentista para hoy mismo", "today"],
    ["ginecólogo urgente", "today"],
    ["cardiólogo mañana", "tomorrow"],
    ["psicólogo el fin de semana", "weekend"],
    ["dentista en sábado", "weekend"],
    ["psicólogo en la noche", "evening"],
    ["nutrióloga después de las 7 pm", "evening"],
  ])("time: %s -> %s", (text, schedule) => {
    const intent = read(text);
    expect(intent.qualifiers.schedule).toBe(schedule);
    expect(intent.qualifiers.availableToday).toBe(schedule === "today" ? true : undefined);
    expect(intent.remainingText).toBe("");
  });

  it("keeps 'ya' and 'la mañana' that say no time", () => {
    expect(read("ya no me duele la rodilla").qualifiers.schedule).toBeUndefined();
    expect(read("dentista en la mañana").qualifiers.schedule).toBeUndefined();
    expect(read("pasado mañana dentista").qualifiers.schedule).toBeUndefined();
  });

  it.each([
    "cardiólogo por zoom",
    "psicóloga por videollamada",
    "psiquiatra en línea",
    "nutriólogo telemedicina",
    "consulta virtual de dermatología",
    "médico general por teléfono",
  ])("modality: %s -> teleconsultation", (text) => {
    expect(read(text).qualifiers.telemedicine).toBe(true);
  });

  it("reads a home visit and leaves a booking online alone", () => {
    expect(read("médico general a domicilio").qualifiers).toMatchObject({ homeVisit: true });
    expect(read("pediatra con cita en línea").qualifiers).toEqual({ onlineBooking: true });
  });

  it.each([
    ["dentista barato", { priceOrder: "asc" }],
    ["dentista económico", { priceOrder: "asc" }],
    ["ginecólogo que cobre poco", { priceOrder: "asc" }],
    ["psicólogo accesible", { priceOrder: "asc" }],
    ["dermatólogo que no sea caro", { priceOrder: "asc" }],
    ["ginecólogo menos de mil pesos", { priceMax: 1000 }],
    ["dentista máximo 800", { priceMax: 800 }],
    ["dentista hasta $1,500", { priceMax: 1500 }],
    ["pediatra no más de mil pesos", { priceMax: 1000 }],
    ["pediatra de mil quinientos pesos o menos", { priceMax: 1500 }],
    ["psicólogo hasta dos mil", { priceMax: 2000 }],
    ["cardiólogo entre 500 y 900 pesos", { priceMin: 500, priceMax: 900 }],
    ["cardiólogo entre mil y ochocientos", { priceMin: 800, priceMax: 1000 }],
    ["cardiólogo de 600 a 1200 pesos", { priceMin: 600, priceMax: 1200 }],
    ["dentista mínimo 700", { priceMin: 700 }],
  ])("price: %s", (text, qualifiers) => {
    const intent = read(text);
    expect(intent.qualifiers).toEqual(qualifiers);
    expect(intent.remainingText).toBe("");
  });

  it("reads 'no importa el precio' as no price wish", () => {
    const intent = read("cardiólogo no importa el precio");
    expect(intent.qualifiers).toEqual({});
    expect(intent.remainingText).toBe("");
  });

  it("ignores prices no consultation costs", () => {
    expect(read("dentista menos de 5 pesos").qualifiers.priceMax).toBeUndefined();
  });

  it.each([
    ["doctora para mi hijo", "F"],
    ["una ginecóloga mujer", "F"],
    ["dra en guadalajara", "F"],
    ["médico hombre", "M"],
    ["urólogo que sea hombre", "M"],
  ])("gender: %s -> %s", (text, gender) => {
    expect(read(text).qualifiers.gender).toBe(gender);
  });

  it("takes a feminine specialty name alone for the specialty, not a gender", () => {
    for (const text of ["dermatóloga", "una médica general en Cancún", "psicóloga en Toluca"]) {
      expect(read(text).qualifiers.gender).toBeUndefined();
    }
    expect(read("una médica general en Cancún").specialtySlug).toBe("medicina-general");
  });

  it("reads 'para mujer' as the patient, and 'hombre o mujer' as no preference", () => {
    expect(read("ginecólogo para mujer").qualifiers.gender).toBeUndefined();
    expect(read("doctora o doctor, hombre o mujer").qualifiers.gender).toBeUndefined();
  });

  it("asks for Pediatría or Geriatría by age when no specialty is named", () => {
    expect(read("doctor para mi bebé")).toMatchObject({ specialtySlug: "pediatria" });
    expect(read("médico para niños en Puebla")).toMatchObject({
      specialtySlug: "pediatria",
      citySlug: "puebla",
      qualifiers: {},
    });
    expect(read("para mi abuelito")).toMatchObject({ specialtySlug: "geriatria" });
    expect(read("médico para adulto mayor").specialtySlug).toBe("geriatria");
  });

  it("keeps the age group beside another specialty", () => {
    expect(read("dentista para niños en Cancún")).toMatchObject({
      specialtySlug: "odontologia",
      citySlug: "cancun",
      qualifiers: { ageGroup: "child" },
      remainingText: "",
    });
  });

  it("reads several concepts in one text", () => {
    expect(read("doctora por zoom mañana que cobre menos de ochocientos pesos").qualifiers).toEqual(
      { gender: "F", telemedicine: true, schedule: "tomorrow", priceMax: 800 },
    );
  });

  it("reads the doctor's gender in English, not the patient's", () => {
    expect(read("woman dermatologist").qualifiers.gender).toBe("F");
    expect(read("lady doctor in cancun").qualifiers.gender).toBe("F");
    expect(read("male urologist").qualifiers.gender).toBe("M");
    expect(read("doctor for women").qualifiers.gender).toBeUndefined();
    expect(read("pediatrician for a woman").qualifiers.gender).toBeUndefined();
  });
});
