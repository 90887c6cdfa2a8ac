import { describe, expect, it } from "vitest";
import { HELP_MESSAGES } from "../help-messages.ts";
import { HELP_FAQ_PATIENTS, HELP_FAQ_PROFESSIONALS } from "../help.ts";
import { PRIVACY_NOTICE } from "./privacy.ts";
import { TERMS } from "./terms.ts";
import type { LegalDocument } from "./types.ts";

const KEBAB_CASE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function fullText(doc: LegalDocument): string {
  return [
    doc.title,
    ...doc.intro,
    ...doc.sections.flatMap((s) => [
      s.title,
      ...s.paragraphs,
      ...(s.items ?? []),
      ...(s.paragraphsAfter ?? []),
    ]),
  ].join("\n");
}

function wordCount(doc: LegalDocument): number {
  return fullText(doc).split(/\s+/).filter(Boolean).length;
}

describe.each([
  ["TERMS", TERMS],
  ["PRIVACY_NOTICE", PRIVACY_NOTICE],
])("%s structure", (_name, doc) => {
  it("has a title, an ISO lastUpdated date and an intro", () => {
    expect(doc.title.length).toBeGreaterThan(0);
    expect(doc.lastUpdated).toMatch(ISO_DATE);
    expect(doc.lastUpdated).toBe("2025-01-15");
    expect(doc.intro.length).toBeGreaterThan(0);
  });

  it("has unique kebab-case section ids and non-empty sections", () => {
    const ids = doc.sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const section of doc.sections) {
      expect(section.id, section.id).toMatch(KEBAB_CASE);
      expect(section.title.length, section.id).toBeGreaterThan(0);
      expect(section.paragraphs.length, section.id).toBeGreaterThan(0);
    }
  });

  it("contains no HTML and no brand name placeholder", () => {
    const text = fullText(doc);
    expect(text).not.toMatch(/<[a-z/][^>]*>/i);
    expect(text).not.toMatch(/\{\{|\}\}|\[marca\]/i);
  });

  it("has a reasonable length", () => {
    const words = wordCount(doc);
    expect(words).toBeGreaterThanOrEqual(1800);
    expect(words).toBeLessThanOrEqual(2800);
  });
});

describe("privacy notice", () => {
  const text = fullText(PRIVACY_NOTICE);

  it("is the aviso de privacidad integral under the LFPDPPP", () => {
    expect(PRIVACY_NOTICE.title).toBe("Aviso de Privacidad Integral");
    expect(text).toContain("LFPDPPP");
    expect(text).toContain(
      "Ley Federal de Protección de Datos Personales en Posesión de los Particulares",
    );
  });

  it("explains the ARCO rights by name", () => {
    expect(text).toContain("ARCO");
    for (const right of ["Acceso", "Rectificación", "Cancelación", "Oposición"]) {
      expect(text, right).toContain(right);
    }
  });

  it("states the deadlines for incomplete requests and for the response", () => {
    expect(text).toContain("3 días hábiles");
    expect(text).toContain("5 días hábiles");
    expect(text).toContain("20 días hábiles");
    expect(text).toContain("15 días hábiles");
  });

  it("covers sensitive data, transfers, cookies, REPEP, minors and the authority", () => {
    expect(text).toMatch(/datos? personales? sensibles?/i);
    expect(text).toMatch(/consentimiento expreso/);
    expect(text).toMatch(/empresa asociada/);
    expect(text).toMatch(/cookie de sesión/);
    expect(text).toContain("REPEP");
    expect(text).toContain("18 años");
    expect(text).toContain("INAI");
    expect(text).toMatch(/revocar su consentimiento/i);
  });
});

describe("terms", () => {
  const text = fullText(TERMS);

  it("requires users to be 18", () => {
    expect(text).toContain("18 años");
  });

  it("says card charges are not refundable except where the law says so", () => {
    expect(text).toContain(
      "Los cargos realizados con tarjeta no son reembolsables, salvo en los casos que establezca la legislación aplicable.",
    );
    expect(text).toContain("Ley Federal de Protección al Consumidor");
  });

  it("says the site gives no medical advice and points to 911", () => {
    expect(text).toMatch(/no ofrece consejo médico/);
    expect(text).toContain("911");
  });

  it("says premium booking is provided by a partner company", () => {
    expect(text).toMatch(/agenda de citas/i);
    expect(text).toMatch(/empresa asociada/);
  });

  it("covers review moderation, cédula checks, law and contact", () => {
    expect(text).toMatch(/Registro Nacional de Profesionistas/);
    expect(text).toMatch(/no certifica la calidad de la atención/i);
    expect(text).toMatch(/una sola reseña por médico/);
    expect(text).toMatch(/respuesta pública/);
    expect(text).toMatch(/No eliminamos reseñas por el simple hecho de ser negativas/);
    expect(text).toContain("Ciudad de México");
    expect(text).toContain("PROFECO");
    expect(text).toContain("correo de contacto que aparece al pie de esta página");
  });
});

describe("help FAQ", () => {
  it.each([
    ["professionals", HELP_FAQ_PROFESSIONALS],
    ["patients", HELP_FAQ_PATIENTS],
  ])("%s has 7 entries with unique questions and substantial answers", (_name, faq) => {
    expect(faq).toHaveLength(7);
    expect(new Set(faq.map((item) => item.question)).size).toBe(7);
    for (const item of faq) {
      expect(item.question).toMatch(/¿[^?]+\?$/);
      const words = item.answer.split(/\s+/).filter(Boolean).length;
      expect(words, item.question).toBeGreaterThanOrEqual(40);
      expect(words, item.question).toBeLessThanOrEqual(110);
    }
  });

  it("tells professionals where to register and patients what to do in an emergency", () => {
    expect(HELP_FAQ_PROFESSIONALS.map((i) => i.answer).join(" ")).toContain("/para-medicos");
    expect(HELP_FAQ_PATIENTS.map((i) => i.answer).join(" ")).toContain("911");
  });
});

describe("help messages", () => {
  it("cover the four routes with unique ids", () => {
    const routes = HELP_MESSAGES.map((m) => m.route);
    for (const route of ["/", "/registro-paciente", "/profesional/", "/login"]) {
      expect(routes, route).toContain(route);
    }
    const ids = HELP_MESSAGES.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^help-[a-z0-9-]+$/);
  });

  it("are short", () => {
    for (const message of HELP_MESSAGES) {
      expect(message.title.length, message.id).toBeLessThanOrEqual(40);
      expect(message.message.length, message.id).toBeGreaterThanOrEqual(120);
      expect(message.message.length, message.id).toBeLessThanOrEqual(260);
    }
  });

  it("introduce Dr. Salud and voice search on the home page", () => {
    const home = HELP_MESSAGES.find((m) => m.route === "/");
    expect(home?.message).toContain("Dr. Salud");
    expect(home?.message).toContain("voz");
  });
});
