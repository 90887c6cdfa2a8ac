import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { AppError } from "../../../common/errors.ts";
import { cellBoolean, cellList, cellText } from "./airtable-mapping.ts";
import { detectDelimiter, readCsvRecords } from "./csv-reader.ts";
import { isHeaderRow, sheetRowToRecord } from "./sheet-columns.ts";
import { firstRowOf } from "./sheets-import.ts";

async function read(text: string) {
  const records = [];
  for await (const record of readCsvRecords(Readable.from([Buffer.from(text)])))
    records.push(record);
  return records;
}

describe("CSV reader", () => {
  it("maps headers in any order and case, with Spanish names too", async () => {
    const records = await read(
      "Estado;Nombre;ESPECIALIDAD;Ciudad;External URL\nJalisco;Dr. A;Cardiología;Guadalajara;https://x.example/a\n",
    );
    expect(records).toEqual([
      {
        label: 2,
        state: "Jalisco",
        name: "Dr. A",
        specialty: "Cardiología",
        city: "Guadalajara",
        externalUrl: "https://x.example/a",
      },
    ]);
  });

  it("accepts ragged rows and quoted line breaks, and skips empty lines", async () => {
    const records = await read(
      'name,specialty,city,state,location\n"Dr. B",Pediatría,León,Guanajuato,"Calle 1\nInterior 2"\n\nDr. C,Pediatría,León\n',
    );
    expect(records.map((r) => [r.label, r.name, r.location, r.state])).toEqual([
      [3, "Dr. B", "Calle 1\nInterior 2", "Guanajuato"],
      [5, "Dr. C", undefined, undefined],
    ]);
  });

  it("refuses a file without the required columns", async () => {
    await expect(read("name,city\nDr. D,León\n")).rejects.toThrow(
      new AppError("bad_request", "Faltan columnas obligatorias en el archivo: specialty, state"),
    );
  });

  it("picks the header line's delimiter", () => {
    expect(detectDelimiter("a;b;c")).toBe(";");
    expect(detectDelimiter("a\tb\tc")).toBe("\t");
    expect(detectDelimiter("nombre")).toBe(",");
  });
});

describe("Google Sheets columns", () => {
  const row = (cells: Record<number, string>) => {
    const out: string[] = [];
    for (const [i, v] of Object.entries(cells)) out[Number(i)] = v;
    return Array.from(out, (c) => c ?? "");
  };

  it("reads positions 6, 7, 8, 9, 13, 21 and the networks in 26–30", () => {
    const record = sheetRowToRecord(
      row({
        2: "https://www.doctoralia.example/x",
        6: "Dr. E",
        7: "Urología",
        8: "Puebla",
        9: "1234567",
        13: "Bio",
        21: "222 000 0000",
        26: "instagram.com/dre",
        27: "https://www.linkedin.com/in/dre",
        29: "https://mi-sitio.example",
      }),
      5,
    );
    expect(record).toEqual({
      label: 5,
      name: "Dr. E",
      specialty: "Urología",
      city: "Puebla",
      licenseNumber: "1234567",
      bio: "Bio",
      phone: "222 000 0000",
      externalUrl: "https://www.doctoralia.example/x",
      socialLinks: {
        instagram: "instagram.com/dre",
        linkedin: "https://www.linkedin.com/in/dre",
        // A site that is no social network is the website.
        website: "https://mi-sitio.example",
      },
    });
  });

  it("recognises a header row by its name cell", () => {
    expect(isHeaderRow(row({ 6: "Nombre" }))).toBe(true);
    expect(isHeaderRow(row({ 6: "Dr. F" }))).toBe(false);
  });

  it("numbers rows from the range's first row", () => {
    expect(firstRowOf("Sheet1!A:AE")).toBe(1);
    expect(firstRowOf("Sheet1!A2:AE500")).toBe(2);
    expect(firstRowOf("'Hoja 1'!B10:Z")).toBe(10);
    expect(firstRowOf("Sheet5")).toBe(1);
  });
});

describe("Airtable cells", () => {
  it("reads text, numbers, lists, attachments and checkboxes", () => {
    expect(cellText(["A", "B"])).toBe("A, B");
    expect(cellText([{ url: "https://x.example/f.jpg", filename: "f.jpg" }])).toBe(
      "https://x.example/f.jpg",
    );
    expect(cellText({ name: "Ana", email: "ana@example.com" })).toBe("Ana");
    expect(cellList("Español, Inglés")).toEqual(["Español", "Inglés"]);
    expect(cellBoolean("Sí")).toBe(true);
    expect(cellBoolean(false)).toBe(false);
    expect(cellBoolean(undefined)).toBeUndefined();
  });
});
