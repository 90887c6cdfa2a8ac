/**
 * The sizes a picture declares in its header, read before a single pixel is decoded: a decoder
 * allocates what the header says (a 41 KB HEIC can declare a 71-megapixel grid), so the size
 * is checked first and an oversized picture never reaches the decoder. Each reader answers
 * null when the header is not where the format puts it; such a file is refused as unreadable.
 */

export interface DeclaredSize {
  width: number;
  height: number;
}

/** JPEG: the frame header (SOF0-SOF15, not DHT, JPG or DAC) before the first scan. */
export function jpegSize(bytes: Buffer): DeclaredSize | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    // Fill bytes before a marker.
    if (marker === 0xff) {
      at++;
      continue;
    }
    // Markers without a length: TEM and the restart markers.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    // Start of scan or end of image before any frame header.
    if (marker === 0xda || marker === 0xd9) return null;
    const length = bytes.readUInt16BE(at + 2);
    if (length < 2) return null;
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame) {
      if (at + 9 > bytes.length) return null;
      const height = bytes.readUInt16BE(at + 5);
      const width = bytes.readUInt16BE(at + 7);
      // A height of 0 is given later (DNL), which the decoder does not support.
      return width > 0 && height > 0 ? { width, height } : null;
    }
    at += 2 + length;
  }
  return null;
}

/** PNG: the IHDR chunk, which must come first. */
export function pngSize(bytes: Buffer): DeclaredSize | null {
  if (bytes.length < 24 || bytes.toString("latin1", 12, 16) !== "IHDR") return null;
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  return width > 0 && height > 0 ? { width, height } : null;
}

/** WebP: the first chunk, lossy (VP8), lossless (VP8L) or extended (VP8X, the canvas). */
export function webpSize(bytes: Buffer): DeclaredSize | null {
  if (bytes.length < 30) return null;
  const chunk = bytes.toString("latin1", 12, 16);
  if (chunk === "VP8 ") {
    // Frame tag (3 bytes), start code 9d 01 2a, then 14-bit width and height.
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return null;
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === "VP8L") {
    if (bytes[20] !== 0x2f) return null;
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === "VP8X") {
    return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  }
  return null;
}

/**
 * The most boxes in one box and entries in one list that are read. A phone's photo has about a
 * hundred items (a 24-MP iPhone grid is 108 tiles); without a bound, an 8 MB upload of tiny
 * boxes would hold the main thread while it is read.
 */
const MAX_ENTRIES = 4096;

interface Box {
  type: string;
  /** Where the box's content starts (after its header) and ends. */
  start: number;
  end: number;
}

/** The boxes of an ISO base media file between `from` and `to` (ISO/IEC 14496-12, 4.2). */
function boxesIn(bytes: Buffer, from: number, to: number): Box[] {
  const boxes: Box[] = [];
  let at = from;
  while (at + 8 <= to) {
    let size = bytes.readUInt32BE(at);
    const type = bytes.toString("latin1", at + 4, at + 8);
    let header = 8;
    if (size === 1) {
      if (at + 16 > to) throw new RangeError("truncated box");
      size = Number(bytes.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) {
      size = to - at;
    }
    if (size < header || at + size > to) throw new RangeError("box past its parent");
    if (boxes.length === MAX_ENTRIES) throw new RangeError("too many boxes");
    boxes.push({ type, start: at + header, end: at + size });
    at += size;
  }
  return boxes;
}

/** Reads big-endian unsigned numbers of 0, 1, 2, 4 or 8 bytes, refusing to read past `end`. */
class Reader {
  constructor(
    private readonly bytes: Buffer,
    public at: number,
    private readonly end: number,
  ) {}
  uint(size: number): number {
    if (this.at + size > this.end) throw new RangeError("truncated box");
    let value = 0;
    for (let i = 0; i < size; i++) value = value * 256 + this.bytes[this.at + i]!;
    this.at += size;
    return value;
  }
  /** The length of a list: at most MAX_ENTRIES. */
  count(size: number): number {
    const count = this.uint(size);
    if (count > MAX_ENTRIES) throw new RangeError("too many entries");
    return count;
  }
  /** A full box's version (its flags are returned by `flags`). */
  version(): { version: number; flags: number } {
    return { version: this.uint(1), flags: this.uint(3) };
  }
  type(): string {
    if (this.at + 4 > this.end) throw new RangeError("truncated box");
    const type = this.bytes.toString("latin1", this.at, this.at + 4);
    this.at += 4;
    return type;
  }
}

/** Item types the HEIF decoder turns into pixels; other items (Exif, XMP) are not pictures. */
const IMAGE_ITEMS = new Set(["hvc1", "hev1", "av01", "grid", "iovl", "iden", "jpeg", "unci"]);

/** The first extent of each item's data, in the file (method 0) or in the idat box (1). */
function itemLocations(bytes: Buffer, iloc: Box, idat: Box | undefined) {
  const read = new Reader(bytes, iloc.start, iloc.end);
  const { version } = read.version();
  const sizes = read.uint(2);
  const [offsetSize, lengthSize, baseSize] = [sizes >> 12, (sizes >> 8) & 15, (sizes >> 4) & 15];
  const indexSize = version >= 1 ? sizes & 15 : 0;
  const count = read.count(version < 2 ? 2 : 4);
  const located = new Map<number, { start: number; length: number }>();
  for (let i = 0; i < count; i++) {
    const id = read.uint(version < 2 ? 2 : 4);
    const method = version >= 1 ? read.uint(2) & 15 : 0;
    read.uint(2); // data reference index
    const base = read.uint(baseSize);
    const extents = read.count(2);
    for (let e = 0; e < extents; e++) {
      read.uint(indexSize);
      const offset = read.uint(offsetSize);
      const length = read.uint(lengthSize);
      if (e > 0 || method > 1 || (method === 1 && !idat)) continue;
      located.set(id, { start: (method === 1 ? idat!.start : 0) + base + offset, length });
    }
  }
  return located;
}

/**
 * HEIC/HEIF: every size the file declares that a decoder may allocate. Each image item's
 * `ispe` (image spatial extent; HEIF requires one per image), the output canvas a grid or an
 * overlay item declares in its data, and for each grid the pixels of all the tiles its `iref
 * dimg` names, taken together. Answered as pixel counts; null when the boxes do not hold
 * together (an image item without a size included).
 */
export function heicPixels(bytes: Buffer): number[] | null {
  try {
    const meta = boxesIn(bytes, 0, bytes.length).find((box) => box.type === "meta");
    if (!meta) return null;
    // meta is a full box: its children start after version and flags.
    const children = boxesIn(bytes, meta.start + 4, meta.end);
    const child = (type: string) => children.find((box) => box.type === type);

    const itemTypes = new Map<number, string>();
    const iinf = child("iinf");
    if (!iinf) return null;
    const iinfRead = new Reader(bytes, iinf.start, iinf.end);
    const iinfEntries = iinfRead.version().version === 0 ? 2 : 4;
    iinfRead.count(iinfEntries);
    for (const infe of boxesIn(bytes, iinfRead.at, iinf.end)) {
      if (infe.type !== "infe") continue;
      const read = new Reader(bytes, infe.start, infe.end);
      const { version } = read.version();
      if (version < 2) continue;
      const id = read.uint(version === 2 ? 2 : 4);
      read.uint(2); // protection index
      itemTypes.set(id, read.type());
    }

    // Properties, numbered from 1 in their order, and which items they belong to.
    const iprp = child("iprp");
    const iprpChildren = iprp ? boxesIn(bytes, iprp.start, iprp.end) : [];
    const ipco = iprpChildren.find((box) => box.type === "ipco");
    const properties = ipco ? boxesIn(bytes, ipco.start, ipco.end) : [];
    const sizeOf = new Map<number, DeclaredSize>();
    const pixels: number[] = [];
    const ispeSizes = properties.map((box) => {
      if (box.type !== "ispe") return null;
      const read = new Reader(bytes, box.start, box.end);
      read.version();
      const size = { width: read.uint(4), height: read.uint(4) };
      pixels.push(size.width * size.height);
      return size;
    });
    for (const ipma of iprpChildren.filter((box) => box.type === "ipma")) {
      const read = new Reader(bytes, ipma.start, ipma.end);
      const { version, flags } = read.version();
      const count = read.count(4);
      for (let i = 0; i < count; i++) {
        const id = read.uint(version < 1 ? 2 : 4);
        const associations = read.uint(1);
        for (let a = 0; a < associations; a++) {
          const index = flags & 1 ? read.uint(2) & 0x7fff : read.uint(1) & 0x7f;
          const size = ispeSizes[index - 1];
          if (size) sizeOf.set(id, size);
        }
      }
    }
    for (const [id, type] of itemTypes) {
      if (IMAGE_ITEMS.has(type) && !sizeOf.has(id)) return null;
    }

    // A grid's or an overlay's canvas, as its data declares it (ISO/IEC 23008-12, 6.6.2).
    const iloc = child("iloc");
    const located = iloc ? itemLocations(bytes, iloc, child("idat")) : new Map();
    for (const [id, type] of itemTypes) {
      if (type !== "grid" && type !== "iovl") continue;
      const place = located.get(id);
      if (!place) return null;
      const read = new Reader(
        bytes,
        place.start,
        Math.min(place.start + place.length, bytes.length),
      );
      read.uint(1); // version
      const wide = read.uint(1) & 1 ? 4 : 2;
      if (type === "grid")
        read.uint(2); // rows and columns less one
      else read.uint(8); // the canvas fill colour
      pixels.push(read.uint(wide) * read.uint(wide));
    }

    // Every tile a grid is made of (iref dimg, from the grid to its tiles in order).
    const iref = child("iref");
    if (iref) {
      const read = new Reader(bytes, iref.start, iref.end);
      const idSize = read.version().version === 0 ? 2 : 4;
      for (const reference of boxesIn(bytes, read.at, iref.end)) {
        if (reference.type !== "dimg") continue;
        const refs = new Reader(bytes, reference.start, reference.end);
        refs.uint(idSize); // the derived item
        const count = refs.count(2);
        let tiles = 0;
        for (let i = 0; i < count; i++) {
          const size = sizeOf.get(refs.uint(idSize));
          if (!size) return null;
          tiles += size.width * size.height;
        }
        pixels.push(tiles);
      }
    }
    return pixels.length > 0 ? pixels : null;
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}
