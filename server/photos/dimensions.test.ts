import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { craftHeic } from "../../tests/support/heic-samples.ts";
import { heicPixels, jpegSize, pngSize, webpSize } from "./dimensions.ts";
import {
  checkDeclaredSize,
  MAX_INPUT_PIXELS,
  PHOTO_MESSAGES,
  type SniffedFormat,
} from "./process.ts";

// The limit and one pixel more: 5,000 × 5,000 and 4,901 × 5,101.
const AT_LIMIT = { width: 5000, height: 5000 };
const OVER_LIMIT = { width: 4901, height: 5101 };
expect(AT_LIMIT.width * AT_LIMIT.height).toBe(MAX_INPUT_PIXELS);
expect(OVER_LIMIT.width * OVER_LIMIT.height).toBe(MAX_INPUT_PIXELS + 1);

type Size = { width: number; height: number };
const u16be = (n: number) => [n >> 8, n & 0xff];

/** SOI, an APP1 segment holding bytes that look like a frame header, SOF, then a scan. */
function jpegHeader({ width, height }: Size, sof = 0xc0): Buffer {
  const decoy = [0xff, 0xc0, 0x00, 0x11, 0x08, 0xff, 0xff, 0xff, 0xff];
  return Buffer.from([
    ...[0xff, 0xd8],
    ...[0xff, 0xe1, ...u16be(2 + decoy.length), ...decoy],
    ...[0xff, 0xff], // a fill byte before the next marker
    ...[0xff, sof, 0x00, 0x11, 0x08, ...u16be(height), ...u16be(width), 3],
    ...[1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1],
    ...[0xff, 0xda, 0x00, 0x08, 1, 1, 0, 0, 0x3f, 0],
  ]);
}

function pngHeader({ width, height }: Size): Buffer {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write("IHDR", 4, "latin1");
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  ihdr.set([8, 6, 0, 0, 0], 16);
  return Buffer.concat([Buffer.from("89504e470d0a1a0a", "hex"), ihdr]);
}

function webpHeader(chunk: "VP8 " | "VP8L" | "VP8X", { width, height }: Size): Buffer {
  const body = Buffer.alloc(10);
  if (chunk === "VP8 ") {
    body.set([0x10, 0x02, 0x00, 0x9d, 0x01, 0x2a]);
    body.writeUInt16LE(width, 6);
    body.writeUInt16LE(height, 8);
  } else if (chunk === "VP8L") {
    body[0] = 0x2f;
    body.writeUInt32LE((width - 1) | ((height - 1) << 14), 1);
  } else {
    body.writeUIntLE(width - 1, 4, 3);
    body.writeUIntLE(height - 1, 7, 3);
  }
  const head = Buffer.alloc(20);
  head.write("RIFF", 0, "latin1");
  head.writeUInt32LE(12 + body.length, 4);
  head.write("WEBP", 8, "latin1");
  head.write(chunk, 12, "latin1");
  head.writeUInt32LE(body.length, 16);
  return Buffer.concat([head, body]);
}

/** The limit decides: at the limit the picture goes on to decoding, one pixel more is refused. */
function expectLimitAt(format: SniffedFormat, make: (size: Size) => Buffer) {
  expect(() => checkDeclaredSize(make(AT_LIMIT), format)).not.toThrow();
  expect(() => checkDeclaredSize(make(OVER_LIMIT), format)).toThrow(PHOTO_MESSAGES.tooManyPixels);
}

describe("the size a JPEG declares", () => {
  it("is read from its frame header, skipping other segments and fill bytes", () => {
    expect(jpegSize(jpegHeader(AT_LIMIT))).toEqual(AT_LIMIT);
    expect(jpegSize(jpegHeader(OVER_LIMIT, 0xc2))).toEqual(OVER_LIMIT); // progressive
    expectLimitAt("jpeg", (size) => jpegHeader(size));
  });

  it("is that of a real file, and nothing when the header is cut or has no frame", async () => {
    const real = await sharp({
      create: { width: 123, height: 77, channels: 3, background: "#000" },
    })
      .jpeg()
      .toBuffer();
    expect(jpegSize(real)).toEqual({ width: 123, height: 77 });
    expect(jpegSize(jpegHeader(AT_LIMIT).subarray(0, 20))).toBeNull();
    expect(jpegSize(Buffer.from([0xff, 0xd8, 0xff, 0xda, 0x00, 0x08]))).toBeNull();
    expect(() => checkDeclaredSize(Buffer.from([0xff, 0xd8, 0xff]), "jpeg")).toThrow(
      PHOTO_MESSAGES.unreadable,
    );
  });
});

describe("the size a PNG declares", () => {
  it("is read from IHDR", async () => {
    expect(pngSize(pngHeader(OVER_LIMIT))).toEqual(OVER_LIMIT);
    expectLimitAt("png", pngHeader);
    const real = await sharp({ create: { width: 99, height: 64, channels: 4, background: "#fff" } })
      .png()
      .toBuffer();
    expect(pngSize(real)).toEqual({ width: 99, height: 64 });
  });
});

describe("the size a WebP declares", () => {
  it.each(["VP8 ", "VP8L", "VP8X"] as const)("is read from its %s chunk", (chunk) => {
    expect(webpSize(webpHeader(chunk, AT_LIMIT))).toEqual(AT_LIMIT);
    expectLimitAt("webp", (size) => webpHeader(chunk, size));
  });

  it("is that of real lossy and lossless files", async () => {
    const base = sharp({ create: { width: 321, height: 65, channels: 3, background: "#0d7a6c" } });
    for (const bytes of [
      await base.clone().webp().toBuffer(),
      await base.clone().webp({ lossless: true }).toBuffer(),
    ]) {
      expect(webpSize(bytes)).toEqual({ width: 321, height: 65 });
    }
  });
});

describe("the sizes an HEIC declares", () => {
  it("counts a single image by its ispe", () => {
    expect(heicPixels(craftHeic({ tiles: [AT_LIMIT] }))).toEqual([MAX_INPUT_PIXELS]);
    expectLimitAt("heic", (size) => craftHeic({ tiles: [size] }));
  });

  it("counts a grid's declared output, though each tile is small", () => {
    // Ten by ten tiles of 490 × 500 (24.5 MP together) under a canvas of the size given.
    const tiles = Array.from({ length: 100 }, () => ({ width: 490, height: 500 }));
    const grid = (size: Size) => craftHeic({ grid: { ...size, rows: 10, columns: 10 }, tiles });
    expect(heicPixels(grid(OVER_LIMIT))).toContain(MAX_INPUT_PIXELS + 1);
    expectLimitAt("heic", grid);
  });

  it("counts a grid's tiles together, though its declared output is small", () => {
    const halves = ({ width, height }: Size) => {
      const top = Math.floor(height / 2);
      const tiles = [
        { width, height: top },
        { width, height: height - top },
      ];
      return craftHeic({ grid: { width: 100, height: 100, rows: 2, columns: 1 }, tiles });
    };
    expect(heicPixels(halves(OVER_LIMIT))).toContain(MAX_INPUT_PIXELS + 1);
    expectLimitAt("heic", halves);
  });

  it("reads the 71-megapixel grid of a 41 KB file from its header", () => {
    const tiles = Array.from({ length: 27 * 34 }, () => ({ width: 320, height: 240 }));
    const bytes = craftHeic({
      grid: { width: 10_880, height: 6_480, rows: 27, columns: 34 },
      tiles,
    });
    expect(Math.max(...heicPixels(bytes)!)).toBe(10_880 * 6_480);
  });

  it("answers nothing when an image has no size or the boxes do not fit", () => {
    const plain = craftHeic({ tiles: [{ width: 640, height: 480 }] });
    const withoutIspe = Buffer.from(plain);
    withoutIspe.write("xxxx", withoutIspe.indexOf("ispe"), "latin1");
    expect(heicPixels(withoutIspe)).toBeNull();
    expect(heicPixels(plain.subarray(0, plain.length - 20))).toBeNull();
    const overlong = Buffer.from(plain);
    overlong.writeUInt32BE(0xfffffff0, overlong.indexOf("meta") - 4);
    expect(heicPixels(overlong)).toBeNull();
  });
});
