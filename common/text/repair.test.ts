import { describe, expect, it } from "vitest";
import { repairKnownWords, repairMojibake, repairText } from "./repair.ts";

/** Simulates the import bug: UTF-8 bytes read back as Windows-1252. */
function garble(text: string): string {
  const decoder = new TextDecoder("windows-1252");
  return decoder.decode(new TextEncoder().encode(text));
}

describe("repairText", () => {
  it.each<[string, string | null | undefined, string]>([
    // Single UTF-8 -> Windows-1252 mojibake.
    ["í", "CardiologÃ­a", "Cardiología"],
    ["ú and ñ", "NÃºÃ±ez", "Núñez"],
    ["é", "MÃ©xico", "México"],
    ["specialty with two words", "GinecologÃ­a y Obstetricia", "Ginecología y Obstetricia"],
    ["á", "Ã¡rea de atenciÃ³n", "área de atención"],
    ["Ñ (Ã‘)", "PEÃ‘A MUÃ‘OZ", "PEÑA MUÑOZ"],
    ["Ñ from a Latin-1 decoder", "NU\u00C3\u0091EZ", "NUÑEZ"],
    ["Á whose undefined second byte survived as a C1 control", "\u00C3\u0081NGEL", "ÁNGEL"],
    ["¿ and ¡", "Â¿CÃ³mo estÃ¡s? Â¡Hola!", "¿Cómo estás? ¡Hola!"],
    ["en dash", "Lunes â€“ Viernes", "Lunes – Viernes"],
    ["curly quotes", "â€œHolaâ€\u009d", "\u201CHola\u201D"],
    ["closing quote whose last byte was dropped", "â€œHolaâ€", "\u201CHola\u201D"],
    ["apostrophe and ellipsis", "Dr. Oâ€™Farrillâ€¦", "Dr. O\u2019Farrill\u2026"],
    ["emoji", "NiÃ±o ðŸ‘¶", "Niño 👶"],
    ["BOM from a CSV export", "ï»¿Nombre", "Nombre"],
    ["mixed correct and garbled text", "Núñez, CardiologÃ­a", "Núñez, Cardiología"],
    // Double encoding.
    ["double-encoded í", "CardiologÃƒÂ­a", "Cardiología"],
    ["double-encoded ú and ñ", garble(garble("Núñez")), "Núñez"],
    ["double-encoded dash", garble(garble("9:00 – 14:00")), "9:00 – 14:00"],
    // Non-breaking space artefacts.
    ["stray Â before a space", "Calle 5Â Sur", "Calle 5 Sur"],
    ["garbled NBSP", "Consultorio\u00C2\u00A0201", "Consultorio 201"],
    ["double-garbled NBSP", "Consultorio\u00C3\u201A\u00C2\u00A0201", "Consultorio 201"],
    // Accents lost to "?" or the replacement character.
    ["? for í", "Cardiolog?a", "Cardiología"],
    ["\uFFFD for í", "Cardiolog\uFFFDa", "Cardiología"],
    ["one ? per UTF-8 byte", "Cardiolog??a", "Cardiología"],
    ["garbled replacement character", "Cardiologï¿½a", "Cardiología"],
    ["Ã left after its second byte was dropped", "CLÃ?NICA", "CLÍNICA"],
    ["? inside an all-caps word", "M?XICO", "MÉXICO"],
    ["question mark after a known word stays", "¿Vives en Mexico?", "¿Vives en México?"],
    // Known words typed without accents, case preserved.
    ["all caps", "CARDIOLOGIA", "CARDIOLOGÍA"],
    ["lowercase", "cardiologia", "cardiología"],
    ["capitalised", "Cardiologia", "Cardiología"],
    ["practitioner name", "Dr. Juan Perez, Cardiologo", "Dr. Juan Perez, Cardiólogo"],
    ["lowercase city", "leon, guanajuato", "león, guanajuato"],
    ["Querétaro", "Queretaro", "Querétaro"],
    ["San Luis Potosí", "San Luis Potosi", "San Luis Potosí"],
    ["Ciudad de México", "Ciudad de Mexico", "Ciudad de México"],
    ["Ciudad Juárez", "Ciudad  Juarez", "Ciudad Juárez"],
    ["Nuevo León and Yucatán", "Nuevo Leon / Merida, Yucatan", "Nuevo León / Mérida, Yucatán"],
    ["contact words", "Telefono y direccion", "Teléfono y dirección"],
    ["medical words", "Clinica de Atencion Medica", "Clínica de Atención Médica"],
    ["años after a number", "15 anos de experiencia", "15 años de experiencia"],
    // Text that is already correct is unchanged.
    ["correct name", "Dra. Ana Núñez Ávila", "Dra. Ana Núñez Ávila"],
    ["correct question", "¿Cómo estás?", "¿Cómo estás?"],
    ["correct emoji", "Niño 👶", "Niño 👶"],
    ["correct uppercase before an ellipsis", "¿QUÉ… ATENCIÓN”", "¿QUÉ… ATENCIÓN”"],
    ["Mexico inside another word", "Mexicali y Napoleon", "Mexicali y Napoleon"],
    ["Juárez as a surname", "Dr. Luis Juarez", "Dr. Luis Juarez"],
    ["URL", "https://clinicaleon.mx/cardiologia", "https://clinicaleon.mx/cardiologia"],
    ["e-mail", "cardiologia.leon@gmail.com", "cardiologia.leon@gmail.com"],
    ["handle", "Instagram @dr.leon", "Instagram @dr.leon"],
    // Ambiguous words are valid without an accent.
    ["si", "si", "si"],
    ["mas", "mas", "mas"],
    ["solo", "solo", "solo"],
    ["esta", "Esta clinica", "Esta clínica"],
    ["anos without a number", "anos", "anos"],
    ["más when the loss is visible", "m?s de 20", "más de 20"],
    // Whitespace and empty values.
    ["trims and collapses spaces", "  Dra.   Ana \t Núñez  ", "Dra. Ana Núñez"],
    ["keeps newlines", "Línea 1  \r\n   Línea 2\n\nLínea 3", "Línea 1\nLínea 2\n\nLínea 3"],
    ["NBSP becomes a space", "Dra.\u00A0Ana", "Dra. Ana"],
    ["decomposed accents are composed", "Nu\u0301n\u0303ez", "Núñez"],
    ["null", null, ""],
    ["undefined", undefined, ""],
    ["empty", "", ""],
    ["blank", "   ", ""],
  ])("%s", (_label, input, expected) => {
    expect(repairText(input)).toBe(expected);
  });

  it("is idempotent", () => {
    const once = repairText("  GinecologÃ­a  en LEON, Queretaro â€“ Cardiolog?a ");
    expect(once).toBe("Ginecología en LEÓN, Querétaro – Cardiología");
    expect(repairText(once)).toBe(once);
  });
});

describe("repairMojibake", () => {
  it("reverses real Windows-1252 decoding of Spanish text", () => {
    const samples = [
      "Cardiología",
      "Otorrinolaringología",
      "Peña Ñúñez Ángel Íñigo Óscar Úrsula Éder",
      "¿Cómo? ¡Sí! «Dr.» 25 °C",
      "“Atención” — 9:00–14:00 • € ™ …",
      "Niño 👶 ❤️",
    ];
    for (const sample of samples) expect(repairMojibake(garble(sample))).toBe(sample);
  });

  it("undoes up to three layers of encoding", () => {
    expect(repairMojibake(garble(garble(garble("Núñez – Pediatría"))))).toBe("Núñez – Pediatría");
  });

  it("repairs the NFD mojibake some Mac exports produce", () => {
    expect(repairMojibake(garble("Cardiologi\u0301a")).normalize("NFC")).toBe("Cardiología");
  });

  it("never changes correct text", () => {
    for (const text of [
      "Núñez",
      "Ángel",
      "¿Cómo?",
      "👶🏽 👨‍⚕️",
      "ÁÉÍÓÚÜÑ áéíóúüñ",
      "“ATENCIÓN” ¿QUÉ… SÍ»",
      "Cardiologia",
    ]) {
      expect(repairMojibake(text)).toBe(text);
    }
  });

  it("does not trim or collapse whitespace on its own", () => {
    expect(repairMojibake("  MÃ©xico  ")).toBe("  México  ");
  });
});

describe("repairKnownWords", () => {
  it.each([
    ["Pediatria", "Pediatría"],
    ["PEDIATRIA Y GERIATRIA", "PEDIATRÍA Y GERIATRÍA"],
    ["Gastroenterologo", "Gastroenterólogo"],
    ["Cancun, Quintana Roo", "Cancún, Quintana Roo"],
    ["Torreon", "Torreón"],
    ["Estado de Mexico", "Estado de México"],
    ["Michoacan", "Michoacán"],
    ["San Luis Potos?", "San Luis Potosí"],
    ["cardiologia/pediatria", "cardiología/pediatría"],
    ["Cirugia General", "Cirugía General"],
    ["Consulta", "Consulta"],
  ])("%s -> %s", (input, expected) => {
    expect(repairKnownWords(input)).toBe(expected);
  });

  it("leaves the rest of the text, including spacing, untouched", () => {
    expect(repairKnownWords("  Medico   general ")).toBe("  Médico   general ");
  });
});
