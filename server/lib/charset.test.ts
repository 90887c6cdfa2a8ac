import { describe, expect, it } from "vitest";
import { createCharsetDecoder, decodeWindows1252 } from "./charset.ts";

const decodeAll = (chunks: Uint8Array[]) => {
  const decoder = createCharsetDecoder();
  return { text: chunks.map((c) => decoder.decode(c)).join("") + decoder.end(), decoder };
};

describe("upload decoding", () => {
  it("keeps UTF-8, also when a letter is split between chunks, and drops the BOM", () => {
    const bytes = new TextEncoder().encode("\uFEFFNúñez, Cardiología");
    const { text, decoder } = decodeAll([bytes.subarray(0, 6), bytes.subarray(6)]);
    expect(text).toBe("Núñez, Cardiología");
    expect(decoder.encoding).toBe("utf-8");
  });

  it("switches to Windows-1252 at the first byte that is not UTF-8", () => {
    const first = new TextEncoder().encode("name,city\n");
    const second = Uint8Array.from([0x4c, 0x65, 0xf3, 0x6e, 0x20, 0x96, 0x20, 0x80]);
    const { text, decoder } = decodeAll([first, second]);
    expect(text).toBe("name,city\nLeón – €");
    expect(decoder.encoding).toBe("windows-1252");
  });

  it("maps the printable Windows-1252 characters that Node's latin1 leaves as controls", () => {
    expect(decodeWindows1252(Uint8Array.from([0x93, 0x41, 0x94, 0x85]))).toBe("“A”…");
  });
});
