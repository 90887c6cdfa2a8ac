import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { AppError } from "../../common/errors.ts";
import { decodeAudio, sniffAudioFormat } from "./audio.ts";

const fixture = (name: string) =>
  readFileSync(new URL(`../../tests/fixtures/voice/${name}`, import.meta.url));

function errorOf(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("expected an AppError");
}

describe("audio of a voice search", () => {
  it("recognises WebM, MP4 and WAV recordings by their bytes", () => {
    expect(sniffAudioFormat(fixture("busco-cardiologo-guadalajara.webm"))).toEqual({
      mimeType: "audio/webm",
      extension: "webm",
    });
    expect(sniffAudioFormat(fixture("busco-cardiologo-guadalajara.mp4"))?.extension).toBe("mp4");
    expect(sniffAudioFormat(fixture("busco-cardiologo-guadalajara.wav"))?.extension).toBe("wav");
    expect(sniffAudioFormat(Buffer.from("OggS\0\0\0\0"))?.extension).toBe("ogg");
    expect(sniffAudioFormat(Buffer.from("%PDF-1.7 hola"))).toBeNull();
  });

  it("decodes base64, with or without a data: prefix", () => {
    const webm = fixture("busco-cardiologo-guadalajara.webm");
    const plain = decodeAudio(webm.toString("base64"));
    expect(plain.bytes.equals(webm)).toBe(true);
    const prefixed = decodeAudio(`data:audio/webm;codecs=opus;base64,${webm.toString("base64")}`);
    expect(prefixed.bytes.equals(webm)).toBe(true);
  });

  it("answers the spec's 'Audio muy corto' under 1000 bytes", () => {
    const short = fixture("busco-cardiologo-guadalajara.webm").subarray(0, 999);
    const error = errorOf(() => decodeAudio(short.toString("base64")));
    expect(error.status).toBe(400);
    expect(error.message).toBe("Audio muy corto");
  });

  it("refuses missing, malformed, unknown and oversized audio in Spanish", () => {
    expect(errorOf(() => decodeAudio(undefined)).message).toBe("Falta el audio de la grabación.");
    expect(errorOf(() => decodeAudio("no es base64 ¿?")).message).toMatch(/no es válido/);
    const pdf = Buffer.concat([Buffer.from("%PDF-1.7"), Buffer.alloc(2000)]);
    expect(errorOf(() => decodeAudio(pdf.toString("base64"))).message).toMatch(/Formato/);
    const huge = errorOf(() => decodeAudio("A".repeat(3_000_000)));
    expect(huge.status).toBe(413);
    expect(huge.message).toMatch(/demasiado larga/);
  });
});
