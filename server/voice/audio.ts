import { AppError, badRequest } from "../../common/errors.ts";
import { MIN_AUDIO_BYTES } from "../../common/voice/rules.ts";
import { MAX_AUDIO_BYTES, VOICE_MESSAGES } from "./messages.ts";

export interface AudioFormat {
  mimeType: string;
  extension: string;
}

const FORMATS = {
  webm: { mimeType: "audio/webm", extension: "webm" },
  mp4: { mimeType: "audio/mp4", extension: "mp4" },
  ogg: { mimeType: "audio/ogg", extension: "ogg" },
  wav: { mimeType: "audio/wav", extension: "wav" },
} as const satisfies Record<string, AudioFormat>;

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

/**
 * The container, read from the bytes rather than trusted from the browser: Chrome and Firefox
 * record WebM (EBML header), Safari MP4 (an `ftyp` box), some browsers Ogg. The recogniser
 * decides by the file name's extension, so a wrong guess would fail there.
 */
export function sniffAudioFormat(bytes: Uint8Array): AudioFormat | null {
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) {
    return FORMATS.webm;
  }
  if (ascii(bytes, 4, 8) === "ftyp") return FORMATS.mp4;
  if (ascii(bytes, 0, 4) === "OggS") return FORMATS.ogg;
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WAVE") return FORMATS.wav;
  return null;
}

const BASE64 = /^[A-Za-z0-9+/_-]*={0,2}$/;

/**
 * The recording of a `POST /api/voice/transcribe`: base64 (standard or URL-safe, with or
 * without a `data:audio/…;base64,` prefix) of at least 1000 bytes and at most 2 MB.
 */
export function decodeAudio(value: unknown): { bytes: Buffer; format: AudioFormat } {
  if (typeof value !== "string" || value.trim() === "") {
    throw badRequest(VOICE_MESSAGES.missingAudio);
  }
  const payload = value.replace(/^data:[^,]*;base64,/, "").replace(/\s+/g, "");
  if (!BASE64.test(payload)) throw badRequest(VOICE_MESSAGES.invalidAudio);
  // Checked before decoding so an oversized body costs no memory.
  if (Math.floor((payload.length * 3) / 4) > MAX_AUDIO_BYTES + 3) {
    throw new AppError("payload_too_large", VOICE_MESSAGES.tooLarge);
  }
  const bytes = Buffer.from(payload, "base64");
  if (bytes.length < MIN_AUDIO_BYTES) throw badRequest(VOICE_MESSAGES.tooShort);
  if (bytes.length > MAX_AUDIO_BYTES) {
    throw new AppError("payload_too_large", VOICE_MESSAGES.tooLarge);
  }
  const format = sniffAudioFormat(bytes);
  if (!format) throw badRequest(VOICE_MESSAGES.unsupportedFormat);
  return { bytes, format };
}
