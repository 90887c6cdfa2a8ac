import { readFileSync } from "node:fs";
import path from "node:path";

interface Size {
  width: number;
  height: number;
}

/** The coded picture of a tile: its decoder configuration (hvcC box) and its HEVC bytes. */
export interface TileCoding {
  hvcC: Buffer;
  data: Buffer;
}

const u8 = (value: number) => Buffer.from([value]);
const u16 = (value: number) => {
  const bytes = Buffer.alloc(2);
  bytes.writeUInt16BE(value);
  return bytes;
};
const u32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};

function box(type: string, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  return Buffer.concat([u32(8 + body.length), Buffer.from(type, "latin1"), body]);
}

/** A full box: version and flags before its content. */
function fullBox(type: string, version: number, flags: number, ...content: Buffer[]): Buffer {
  return box(type, u8(version), u8(flags >> 16), u16(flags & 0xffff), ...content);
}

/**
 * An HEIC file made from bytes (ISO/IEC 23008-12): `ftyp heic`, then a `meta` box with hdlr,
 * pitm, iinf, iref, iloc, idat and iprp (ipco with one `ispe` per size, ipma). With `grid`,
 * the primary item is a grid of `tiles` (its output size in its data, `iref dimg` to the
 * tiles); without it, the primary item is the first tile alone. The tiles carry no coded
 * picture unless `coding` is given, so a decoder can read the file only then.
 */
export function craftHeic(options: {
  grid?: Size & { rows: number; columns: number };
  tiles: Size[];
  coding?: TileCoding;
}): Buffer {
  const { grid, tiles, coding } = options;
  const gridId = 1;
  const tileIds = tiles.map((_, i) => (grid ? i + 2 : i + 1));
  const primary = grid ? gridId : tileIds[0]!;

  // Properties: one ispe per distinct size, then the tiles' decoder configuration.
  const properties: Buffer[] = [];
  const ispeIndex = new Map<string, number>();
  const ispe = (size: Size) => {
    const key = `${size.width}x${size.height}`;
    if (!ispeIndex.has(key)) {
      properties.push(fullBox("ispe", 0, 0, u32(size.width), u32(size.height)));
      ispeIndex.set(key, properties.length);
    }
    return ispeIndex.get(key)!;
  };
  const associations: [id: number, indexes: number[]][] = [];
  if (grid) associations.push([gridId, [ispe(grid)]]);
  tiles.forEach((size, i) => associations.push([tileIds[i]!, [ispe(size)]]));
  if (coding) {
    properties.push(coding.hvcC);
    const hvcC = properties.length;
    for (const [, indexes] of associations.slice(grid ? 1 : 0)) indexes.push(hvcC | 0x80);
  }

  const wide = grid && (grid.width > 0xffff || grid.height > 0xffff);
  const gridData = grid
    ? Buffer.concat([
        u8(0),
        u8(wide ? 1 : 0),
        u8(grid.rows - 1),
        u8(grid.columns - 1),
        ...(wide ? [u32(grid.width), u32(grid.height)] : [u16(grid.width), u16(grid.height)]),
      ])
    : Buffer.alloc(0);

  const infe = (id: number, type: string) =>
    fullBox("infe", 2, 0, u16(id), u16(0), Buffer.from(type, "latin1"), u8(0));
  const items = [...(grid ? [infe(gridId, "grid")] : []), ...tileIds.map((id) => infe(id, "hvc1"))];

  // iloc version 1: 4-byte offsets and lengths; the grid's data in idat, the tiles' in mdat.
  const iloc = (mdatData: number) =>
    fullBox(
      "iloc",
      1,
      0,
      u16(0x4400),
      u16(items.length),
      ...(grid ? [u16(gridId), u16(1), u16(0), u16(1), u32(0), u32(gridData.length)] : []),
      ...tileIds.map((id) =>
        Buffer.concat([
          u16(id),
          u16(0),
          u16(0),
          u16(1),
          u32(mdatData),
          u32(coding?.data.length ?? 0),
        ]),
      ),
    );

  const meta = (mdatData: number) =>
    fullBox(
      "meta",
      0,
      0,
      fullBox("hdlr", 0, 0, u32(0), Buffer.from("pict", "latin1"), Buffer.alloc(12), u8(0)),
      fullBox("pitm", 0, 0, u16(primary)),
      fullBox("iinf", 0, 0, u16(items.length), ...items),
      ...(grid
        ? [
            fullBox(
              "iref",
              0,
              0,
              box("dimg", u16(gridId), u16(tileIds.length), ...tileIds.map(u16)),
            ),
          ]
        : []),
      iloc(mdatData),
      ...(grid ? [box("idat", gridData)] : []),
      box(
        "iprp",
        box("ipco", ...properties),
        fullBox(
          "ipma",
          0,
          0,
          u32(associations.length),
          ...associations.map(([id, indexes]) =>
            Buffer.concat([u16(id), u8(indexes.length), ...indexes.map(u8)]),
          ),
        ),
      ),
    );

  const ftyp = box(
    "ftyp",
    Buffer.from("heic", "latin1"),
    u32(0),
    Buffer.from("mif1heic", "latin1"),
  );
  // The offsets do not change the meta box's length: measured once, then written for real.
  const mdatData = ftyp.length + meta(0).length + 8;
  return Buffer.concat([ftyp, meta(mdatData), box("mdat", coding?.data ?? Buffer.alloc(0))]);
}

/** The coded 320 × 240 picture of the HEIC fixture, to make tiles a decoder can read. */
export function fixtureTile(): TileCoding & Size {
  const file = readFileSync(path.join(import.meta.dirname, "../fixtures/photos/retrato.heic"));
  const boxAt = (type: string) => {
    const at = file.indexOf(Buffer.from(type, "latin1")) - 4;
    return file.subarray(at, at + file.readUInt32BE(at));
  };
  return { hvcC: boxAt("hvcC"), data: boxAt("mdat").subarray(8), width: 320, height: 240 };
}
