import { describe, expect, it } from "vitest";
import { decodePreviewBytes, previewLines } from "./csv-preview.ts";

describe("CSV preview", () => {
  it("shows the first 6 lines, each cut at 100 characters", () => {
    const long = "x".repeat(150);
    const text = ["a", long, "c", "d", "e", "f", "g", "h"].join("\r\n");
    const lines = previewLines(`\uFEFF${text}`);
    expect(lines).toHaveLength(6);
    expect(lines[0]).toBe("a");
    expect(lines[1]).toBe(`${"x".repeat(100)}…`);
    expect(lines.at(-1)).toBe("f");
  });

  it("reads UTF-8, a UTF-8 cut mid-letter, and Windows-1252", () => {
    expect(decodePreviewBytes(new TextEncoder().encode("Cardiología"))).toBe("Cardiología");
    const cut = new TextEncoder().encode("Peña").subarray(0, 3);
    expect(decodePreviewBytes(cut)).toBe("Pe");
    expect(decodePreviewBytes(Uint8Array.from([0x4e, 0xfa, 0xf1, 0x65, 0x7a]))).toBe("Núñez");
  });
});
