import { describe, expect, it } from "vitest";
import { cleanTranscript, voiceSearchIntent } from "./intent.ts";

describe("voiceSearchIntent", () => {
  // What people say to the microphone, as a recogniser writes it down.
  it.each([
    ["Busco un cardiólogo en Guadalajara.", "/cardiologia/guadalajara"],
    ["busco un cardiólogo en Guadalajara", "/cardiologia/guadalajara"],
    ["Necesito un dermatólogo en Monterrey.", "/dermatologia/monterrey"],
    ["Necesito ver a un dermatólogo en Monterrey, por favor.", "/dermatologia/monterrey"],
    ["¿Me puedes ayudar a encontrar un pediatra en Puebla?", "/pediatria/puebla"],
    ["Hola, quiero una cita con un ginecólogo en Tijuana.", "/ginecologia/tijuana"],
    ["Quisiera una psicóloga en la Ciudad de México.", "/psicologia/ciudad-de-mexico"],
    ["Psicólogo en CDMX", "/psicologia/ciudad-de-mexico"],
    ["Un dentista en León, Guanajuato.", "/odontologia/leon"],
    ["Oftalmólogo en Querétaro.", "/oftalmologia/queretaro"],
    ["Busco el mejor traumatólogo de Mérida.", "/traumatologia/merida"],
    ["Necesito un otorrino en Toluca.", "/otorrinolaringologia/toluca"],
    ["Urólogo en Cancún.", "/urologia/cancun"],
    ["Gastroenterólogo en San Luis Potosí.", "/gastroenterologia/san-luis-potosi"],
    ["Recomiéndame un neurólogo en Aguascalientes.", "/neurologia/aguascalientes"],
    ["Endocrinóloga en Saltillo, por favor.", "/endocrinologia/saltillo"],
    ["Busco médicos generales en Oaxaca.", "/medicina-general/oaxaca"],
    ["Cardióloga en Monterrey, Nuevo León.", "/cardiologia/monterrey"],
    ["Nutrióloga en Xalapa.", "/nutriologia/xalapa"],
    ["Busco un cardiólogo.", "/cardiologia"],
    ["Pediatra.", "/pediatria"],
    ["Necesito un psiquiatra, por favor.", "/psiquiatria"],
    ["Un ortopedista.", "/traumatologia"],
    ["Oculista", "/oftalmologia"],
    ["Doctores en Puebla.", "/?city=puebla"],
    ["Busco un médico en Morelia.", "/?city=morelia"],
    ["Especialistas en Chihuahua.", "/?city=chihuahua"],
    ["Me duele la rodilla.", "/?q=Me+duele+la+rodilla"],
    ["Tengo dolor de cabeza en Guadalajara.", "/?q=Tengo+dolor+de+cabeza+en+Guadalajara"],
    ["Cardiólogo que atienda en línea.", "/?q=Cardi%C3%B3logo+que+atienda+en+l%C3%ADnea"],
    ["Doctora Núñez en Puebla.", "/?q=Doctora+N%C3%BA%C3%B1ez+en+Puebla"],
    ["Mi hijo tiene fiebre.", "/?q=Mi+hijo+tiene+fiebre"],
  ])("%s -> %s", (transcript, href) => {
    expect(voiceSearchIntent(transcript).href).toBe(href);
  });

  it("returns the request as searchQuery, with the recognised slugs", () => {
    expect(voiceSearchIntent("  Busco un cardiólogo en Guadalajara. ")).toEqual({
      searchQuery: "Busco un cardiólogo en Guadalajara",
      specialtySlug: "cardiologia",
      citySlug: "guadalajara",
      href: "/cardiologia/guadalajara",
    });
    expect(voiceSearchIntent("me duele la espalda")).toEqual({
      searchQuery: "me duele la espalda",
      href: "/?q=me+duele+la+espalda",
    });
  });

  it("leads nowhere in particular for silence", () => {
    expect(voiceSearchIntent("...")).toEqual({ searchQuery: "", href: "/" });
  });
});

describe("warning signs in a spoken search", () => {
  it("carries what to do now when the words describe an emergency", () => {
    const intent = voiceSearchIntent("Me duele mucho el pecho y estoy sudando frío.");
    expect(intent.href).toBe("/?q=Me+duele+mucho+el+pecho+y+estoy+sudando+fr%C3%ADo");
    expect(intent.warningSigns).toMatchObject({
      level: "emergency",
      categories: ["heart-attack"],
      contacts: [{ name: "Emergencias", phone: "911", tel: "911" }],
    });
    expect(intent.warningSigns?.firstAction).toMatch(/^Llama al 911 ahora/);
  });

  it("gives the Línea de la Vida first for suicidal words", () => {
    const intent = voiceSearchIntent("Ya no quiero vivir, busco un psicólogo");
    expect(intent.warningSigns?.level).toBe("emergency");
    expect(intent.warningSigns?.contacts.map((contact) => contact.phone)).toEqual([
      "800 911 2000",
      "911",
    ]);
  });

  it.each([
    "Busco un cardiólogo en Guadalajara.",
    "No me duele el pecho, solo tengo gripa.",
    "Mi hijo tiene fiebre.",
    "...",
  ])("adds nothing to an ordinary request: %s", (transcript) => {
    expect(voiceSearchIntent(transcript)).not.toHaveProperty("warningSigns");
  });
});

describe("cleanTranscript", () => {
  it("drops the recogniser's punctuation around the request and extra spaces", () => {
    expect(cleanTranscript(" ¿Busco   un pediatra? ")).toBe("Busco un pediatra");
    expect(cleanTranscript("«Dermatólogo en León.»")).toBe("Dermatólogo en León");
    expect(cleanTranscript("x".repeat(500))).toHaveLength(200);
  });
});
