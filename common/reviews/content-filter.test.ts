import { describe, expect, it } from "vitest";
import {
  heldReviewMessage,
  HOLD_REASONS,
  moderationHold,
  normalizeForMatching,
} from "./content-filter.ts";

const ZWSP = "\u200B";
const SOFT_HYPHEN = "\u00AD";

describe("the review content filter", () => {
  it.each([
    // Plain contact data and insults.
    ["Visiten www.mi-clinica-barata.com para descuentos", "link"],
    ["Mejor vayan a https://otro-doctor.mx, atiende más rápido", "link"],
    ["Llámenme al 55 1234 5678 y les doy otro médico", "phone"],
    ["Mi número: (55) 1234-5678", "phone"],
    ["Escríbanme a fulana.perez@gmail.com para recomendaciones", "email"],
    ["El doctor es un IDIOTA", "insult"],
    ["Pinche servicio", "insult"],
    // The bypasses of the issue: fullwidth digits, spelled-out numbers, hidden dots,
    // leetspeak, zero-width spaces.
    ["Márcame al ５５１２３４５６７８ para más detalles", "phone"],
    ["Llama al cinco cinco uno dos tres cuatro cinco seis siete ocho", "phone"],
    [
      "Mi cel es cincuenta y cinco, doce, treinta y cuatro, cincuenta y seis, setenta y ocho",
      "phone",
    ],
    ["Mi teléfono: 55 12 34 56 7O, pregunten por mí", "phone"],
    ["Busquen evil[.]example para ver mi opinión completa", "link"],
    ["Mi página: miclinica(.)mx tiene mejores precios", "link"],
    ["Entren a miclinica (punto) com y vean", "link"],
    ["Entren a miclinica punto com y vean", "link"],
    ["Más info en doctores-baratos dot net", "link"],
    ["Mi blog: ｗｗｗ．ｍｉｂｌｏｇ．ｃｏｍ", "link"],
    [`Visiten www${ZWSP}.clinica${ZWSP}.com`, "link"],
    ["Escríbeme a fulana arroba gmail punto com", "email"],
    ["Escríbeme a fulana(at)hotmail(.)com", "email"],
    ["Pregunten por mí: fulana arroba gmail", "email"],
    ["El doctor es un p3nd3j0", "insult"],
    ["Es un 1d10t4 total", "insult"],
    ["Qué médico tan c4br0n y grosero", "insult"],
    [`El doctor es un idi${ZWSP}ota`, "insult"],
    [`Es un pen${SOFT_HYPHEN}dejo`, "insult"],
    ["Es un i d i o t a, no vayan", "insult"],
    ["Es un p.e.n.d.e.j.o", "insult"],
    ["Un médico ｉｄｉｏｔａ", "insult"],
    ["Es un pendejooo", "insult"],
    ["Puras pendejadas me dijo", "insult"],
    ["Es un іdіоtа", "insult"], // Cyrillic і and о
    // The red team's bypasses: slashes in a phone, a new TLD, small capitals, a word spelt
    // out with slashes.
    ["Mándenme mensaje al 55/1234/5678", "phone"],
    ["Cel: 55/12/34/56/78 pregunten por Lupita", "phone"],
    ["Mi número 55|1234|5678 o 55*1234*5678", "phone"],
    ["Agenda mejor en micita.doctor, es más barato", "link"],
    ["Busquen consultorio-ana.lat para más opiniones", "link"],
    ["Es un ᴘᴇɴᴅᴇᴊᴏ", "insult"],
    ["Es un p/e/n/d/e/j/o", "insult"],
    ["Qué doctor tan i\\d\\i\\o\\t\\a", "insult"],
    // False-positive guards: ordinary reviews that must publish at once.
    ["Le doy 10/10, y a su asistente 9/10", null],
    ["Muy bien.No me cobró de más", null],
    ["Consulta gratis la primera vez.Gracias", null],
    ["Excelente atención, me dio seguimiento por 3 meses", null],
    ["Consulta de $800, muy puntual a las 10:30", null],
    ["Le doy 5 estrellas, me atendió en 10 minutos", null],
    ["En dos semanas ya me sentía mejor, tres consultas en total", null],
    ["Uno de los mejores médicos; cinco estrellas y diez de diez", null],
    ["La consulta costó $12,500.00 con estudios incluidos", null],
    ["Me atendió el 12/05/2024 y de nuevo el 19.05.2024", null],
    ["Hubo una disputa con la recepción pero su reputación es merecida", null],
    ["Llevé mi computadora con los estudios y los revisó todos", null],
    ["Estaba a punto de irme cuando me llamó; desde mi punto de vista, excelente", null],
    ["Muy bien. Info clara y trato amable", null],
    ["El punto es que me curó la infección", null],
    ["La cita fue retrasada media hora, pero valió la pena", null],
    ["Consultorio 301, piso 4, fácil de encontrar", null],
    ["Trabaja en el Hospital Ángeles y en Nacozari", null],
  ])("%s → %s", (comment, expected) => {
    expect(moderationHold(comment)).toBe(expected);
  });

  it("normalises compatibility forms, invisible characters, accents and look-alikes", () => {
    expect(normalizeForMatching("Ｃａｒｄｉｏｌｏｇíａ")).toBe("cardiologia");
    expect(normalizeForMatching(`a${ZWSP}b\u200Cc\u200Dd\u2060e\uFEFFf${SOFT_HYPHEN}g`)).toBe(
      "abcdefg",
    );
    expect(normalizeForMatching("𝟓𝟓 ①②")).toBe("55 12");
    expect(normalizeForMatching("Año, pingüino, ÉXITO")).toBe("ano, pinguino, exito");
  });

  it("tells the author why a review waits, in Spanish", () => {
    expect(heldReviewMessage("phone")).toBe(
      "Tu reseña se publicará después de una revisión porque parece incluir un número de teléfono. Para proteger tu privacidad no publicamos datos de contacto.",
    );
    for (const reason of HOLD_REASONS) {
      expect(heldReviewMessage(reason)).toMatch(
        /^Tu reseña se publicará después de una revisión porque .+\.$/,
      );
    }
    expect(new Set(HOLD_REASONS.map(heldReviewMessage)).size).toBe(HOLD_REASONS.length);
  });
});
