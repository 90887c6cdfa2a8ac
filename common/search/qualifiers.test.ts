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

/**
 * One concept, two languages: the English words give the same qualifiers as their Spanish
 * twins, so the page shows the same chips and the API filters alike.
 */
describe("qualifiers read as the same concept in Spanish and English", () => {
  const cases: readonly (readonly [concept: string, es: string, en: string])[] = [
    ["today", "dentista hoy", "dentist today"],
    ["today", "pediatra disponible hoy", "pediatrician available today"],
    ["today", "médico general lo antes posible", "gp as soon as possible"],
    ["today", "dermatólogo ahora", "dermatologist now"],
    ["tomorrow", "cardiólogo para mañana", "cardiologist for tomorrow"],
    ["weekend", "psicólogo este fin de semana", "psychologist this weekend"],
    ["weekend", "dentista en sábado", "dentist on saturday"],
    ["evening", "psicólogo esta noche", "psychologist tonight"],
    ["evening", "nutriólogo en la noche", "nutritionist in the evening"],
    ["evening", "dentista después de las 7", "dentist after 7 pm"],
    ["cheap", "dentista barato", "cheap dentist"],
    ["cheap", "ginecólogo accesible", "affordable gynecologist"],
    ["cheap", "psicólogo económico", "inexpensive psychologist"],
    ["cheap", "dermatólogo que no sea caro", "dermatologist not too expensive"],
    ["ceiling", "dentista menos de 500 pesos", "dentist under 500 pesos"],
    ["ceiling", "pediatra menos de 800 mxn", "pediatrician less than 800 MXN"],
    ["ceiling", "cardiólogo máximo 1000", "cardiologist up to 1000"],
    ["ceiling", "dentista 700 o menos", "dentist 700 or less"],
    ["range", "cardiólogo entre 500 y 900 pesos", "cardiologist between 500 and 900 pesos"],
    ["range", "cardiólogo de 600 a 1200 pesos", "cardiologist from 600 to 1200 pesos"],
    ["floor", "dentista mínimo 700", "dentist at least 700"],
    ["teleconsult", "psicólogo en línea", "psychologist online"],
    ["teleconsult", "psiquiatra por videollamada", "psychiatrist video call"],
    ["teleconsult", "nutrióloga por videollamada", "nutritionist by video call"],
    ["teleconsult", "médico general teleconsulta", "gp telehealth"],
    ["teleconsult", "médico general por teléfono", "gp over the phone"],
    ["home visit", "médico general a domicilio", "gp home visit"],
    ["home visit", "médico que venga a casa", "doctor who comes to my house"],
    ["gender", "doctora dermatóloga", "female dermatologist"],
    ["gender", "urólogo hombre", "male urologist"],
    ["child", "dentista para niños", "dentist for kids"],
    ["child", "oftalmólogo para mi hijo", "ophthalmologist for my son"],
    ["senior", "nutriólogo para adultos mayores", "nutritionist for the elderly"],
    ["senior", "cardiólogo para mi abuela", "cardiologist for my grandma"],
  ];

  it.each(cases)("%s: «%s» and «%s»", (_, es, en) => {
    const spanish = read(es);
    const english = read(en);
    expect(Object.keys(spanish.qualifiers).length).toBeGreaterThan(0);
    expect(english.qualifiers).toEqual(spanish.qualifiers);
    expect(english.specialtySlug).toBe(spanish.specialtySlug);
    expect(english.remainingText).toBe("");
  });

  it.each([
    ["available today", { schedule: "today", availableToday: true }],
    ["this weekend", { schedule: "weekend" }],
    ["tonight", { schedule: "evening" }],
    ["under 500 pesos", { priceMax: 500 }],
    ["between 500 and 900 pesos", { priceMin: 500, priceMax: 900 }],
    ["video call", { telemedicine: true }],
    ["home visit", { homeVisit: true }],
  ])("reads «%s» alone", (text, qualifiers) => {
    expect(read(text).qualifiers).toEqual(qualifiers);
    expect(read(text).remainingText).toBe("");
  });

  it("reads an age group alone as its specialty in both languages", () => {
    expect(read("for kids").specialtySlug).toBe("pediatria");
    expect(read("elderly").specialtySlug).toBe("geriatria");
    expect(read("female doctor for kids")).toMatchObject({
      specialtySlug: "pediatria",
      qualifiers: { gender: "F" },
    });
  });

  it("cancels the price and gender concepts in English as in Spanish", () => {
    expect(read("dentist price doesn't matter").qualifiers).toEqual({});
    expect(read("gynecologist male or female").qualifiers).toEqual({});
  });

  it("keeps words that only look like a qualifier", () => {
    expect(read("now my knee hurts").qualifiers.schedule).toBeUndefined();
    expect(read("night sweats").qualifiers.schedule).toBeUndefined();
    expect(read("day after tomorrow dentist").qualifiers.schedule).toBeUndefined();
    expect(read("senior doctor").qualifiers.ageGroup).toBeUndefined();
    // An age is no price: "over" and "above" lead no floor.
    expect(read("cardiologist for patients over 65").qualifiers.priceMin).toBeUndefined();
    // Booking online is no video visit, in either language.
    expect(read("dentist book online").qualifiers).toEqual({ onlineBooking: true });
    expect(read("dentista con cita online").qualifiers).toEqual({ onlineBooking: true });
  });
});
