/**
 * Decodes a byte stream chunk by chunk as UTF-8 until a byte sequence proves it is not, then
 * as Windows-1252 ("latin1" in WHATWG terms, what Excel writes on Spanish Windows) from that
 * chunk on. Earlier chunks were valid UTF-8, so nothing decoded before the switch is wrong.
 * A UTF-8 sequence split between chunks is held back until its last byte arrives.
 */
export function createCharsetDecoder() {
  const utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
  const latin1 = { decode: decodeWindows1252 };
  let encoding: "utf-8" | "windows-1252" = "utf-8";
  let pending: Uint8Array = new Uint8Array(0);
  let started = false;

  function stripBom(text: string): string {
    if (started) return text;
    started = true;
    return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  }

  function decode(bytes: Uint8Array): string {
    if (encoding === "windows-1252") return stripBom(latin1.decode(bytes));
    const joined = pending.length > 0 ? concat(pending, bytes) : bytes;
    const cut = completeLength(joined);
    try {
      const text = utf8.decode(joined.subarray(0, cut));
      pending = joined.slice(cut);
      return stripBom(text);
    } catch {
      encoding = "windows-1252";
      pending = new Uint8Array(0);
      return stripBom(latin1.decode(joined));
    }
  }

  return {
    decode,
    /** Whatever is still held back: an unfinished UTF-8 sequence at the end is not UTF-8. */
    end(): string {
      if (pending.length === 0) return "";
      const rest = pending;
      pending = new Uint8Array(0);
      encoding = "windows-1252";
      return stripBom(latin1.decode(rest));
    },
    get encoding() {
      return encoding;
    },
  };
}

// Node's TextDecoder("windows-1252") is ISO-8859-1 in practice (0x96 stays U+0096), so the
// 27 printable characters Windows-1252 puts in 0x80–0x9F are mapped here.
const CP1252_HIGH: Record<number, string> = {
  0x80: "\u20AC",
  0x82: "\u201A",
  0x83: "\u0192",
  0x84: "\u201E",
  0x85: "\u2026",
  0x86: "\u2020",
  0x87: "\u2021",
  0x88: "\u02C6",
  0x89: "\u2030",
  0x8a: "\u0160",
  0x8b: "\u2039",
  0x8c: "\u0152",
  0x8e: "\u017D",
  0x91: "\u2018",
  0x92: "\u2019",
  0x93: "\u201C",
  0x94: "\u201D",
  0x95: "\u2022",
  0x96: "\u2013",
  0x97: "\u2014",
  0x98: "\u02DC",
  0x99: "\u2122",
  0x9a: "\u0161",
  0x9b: "\u203A",
  0x9c: "\u0153",
  0x9e: "\u017E",
  0x9f: "\u0178",
};
const ISO_8859_1 = new TextDecoder("latin1");

export function decodeWindows1252(bytes: Uint8Array): string {
  return ISO_8859_1.decode(bytes).replace(
    /[\u0080-\u009F]/g,
    (char) => CP1252_HIGH[char.charCodeAt(0)] ?? char,
  );
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const joined = new Uint8Array(a.length + b.length);
  joined.set(a, 0);
  joined.set(b, a.length);
  return joined;
}

/** Length of the prefix that ends on a whole UTF-8 sequence (a split lead is left out). */
function completeLength(bytes: Uint8Array): number {
  const end = bytes.length;
  // Look back at most 3 bytes for the lead byte of the last sequence.
  for (let i = end - 1; i >= Math.max(0, end - 4); i--) {
    const byte = bytes[i]!;
    if ((byte & 0xc0) === 0x80) continue; // continuation byte
    const needed = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return i + needed > end ? i : end;
  }
  return end;
}
