import { fits, fourCC, u16, u32, u8 } from "./byte-reading";
import { DAMAGED, type HeaderReading } from "./photo-header";

/** An ISO-BMFF box: its type and where its content starts and ends. */
interface Box {
  type: string;
  start: number;
  end: number;
}

/** The boxes between `from` and `to`, or null when one's size runs past `to`. */
function boxes(bytes: Uint8Array, from: number, to: number): Box[] | null {
  const found: Box[] = [];
  for (let at = from; at < to;) {
    if (at + 8 > to) return null;
    let size = u32(bytes, at);
    let header = 8;
    if (size === 1) {
      if (at + 16 > to) return null;
      size = u32(bytes, at + 8) * 2 ** 32 + u32(bytes, at + 12);
      header = 16;
    } else if (size === 0) {
      size = to - at; // to the end of the enclosing box
    }
    if (size < header || at + size > to) return null;
    found.push({ type: fourCC(bytes, at + 4), start: at + header, end: at + size });
    at += size;
  }
  return found;
}

/** `ftyp` at byte 4 marks an ISO-BMFF file: AVIF, HEIC, but also MP4 and MOV. */
export function isIsoBmff(bytes: Uint8Array): boolean {
  return fits(bytes, 0, 12) && fourCC(bytes, 4) === "ftyp";
}

/** The major and compatible brands of the leading `ftyp` box (an empty list when it is cut short). */
export function brands(bytes: Uint8Array): string[] {
  const end = Math.min(u32(bytes, 0), bytes.length);
  const found = [fourCC(bytes, 8)];
  for (let at = 16; at + 4 <= end; at += 4) found.push(fourCC(bytes, at));
  return end >= 16 ? found : [];
}

const HEIF_BRANDS = ["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"];

export function isAvif(fileBrands: readonly string[]): boolean {
  return fileBrands.includes("avif");
}

/** A HEIF still without AVIF's brand: HEVC-coded, as an iPhone saves it. */
export function isHeic(fileBrands: readonly string[]): boolean {
  return !isAvif(fileBrands) && fileBrands.some((brand) => HEIF_BRANDS.includes(brand));
}

function child(bytes: Uint8Array, parent: Box | undefined, type: string): Box | undefined {
  if (!parent) return undefined;
  return boxes(bytes, parent.start, parent.end)?.find((box) => box.type === type);
}

/** The primary item's id from `pitm` (a FullBox: version, then a 16- or 32-bit id). */
function primaryItem(bytes: Uint8Array, pitm: Box): number | null {
  const length = pitm.end - pitm.start;
  if (length < 6) return null;
  if (u8(bytes, pitm.start) === 0) return u16(bytes, pitm.start + 4);
  return length < 8 ? null : u32(bytes, pitm.start + 4);
}

/** The 1-based `ipco` indexes `ipma` associates with the item, or null when `ipma` is cut short. */
function propertiesOf(bytes: Uint8Array, ipma: Box, item: number): number[] | null {
  if (ipma.end - ipma.start < 8) return null;
  const idBytes = u8(bytes, ipma.start) < 1 ? 2 : 4;
  const wideIndex = (u8(bytes, ipma.start + 3) & 1) === 1;
  const indexBytes = wideIndex ? 2 : 1;
  const entries = u32(bytes, ipma.start + 4);
  let at = ipma.start + 8;
  for (let i = 0; i < entries; i++) {
    if (at + idBytes + 1 > ipma.end) return null;
    const id = idBytes === 2 ? u16(bytes, at) : u32(bytes, at);
    const count = u8(bytes, at + idBytes);
    at += idBytes + 1;
    if (at + count * indexBytes > ipma.end) return null;
    if (id === item) {
      return Array.from({ length: count }, (_, n) => (wideIndex ? u16(bytes, at + n * 2) & 0x7fff : u8(bytes, at + n) & 0x7f));
    }
    at += count * indexBytes;
  }
  return [];
}

/**
 * The primary image's size from its `ispe` property (meta → iprp → ipco, chosen through pitm and
 * ipma), after checking that every top-level box fits in the file. AVIF's own rotation (`irot`)
 * is not read: sharp and Cloudflare apply it while decoding.
 */
export function readHeifHeader(bytes: Uint8Array): HeaderReading {
  const top = boxes(bytes, 0, bytes.length);
  const meta = top?.find((box) => box.type === "meta");
  if (!top || !meta || !top.some((box) => box.type === "mdat")) return DAMAGED;
  const metaBoxes = boxes(bytes, meta.start + 4, meta.end); // meta is a FullBox
  const pitm = metaBoxes?.find((box) => box.type === "pitm");
  const iprp = metaBoxes?.find((box) => box.type === "iprp");
  const ipco = child(bytes, iprp, "ipco");
  const ipma = child(bytes, iprp, "ipma");
  const item = pitm ? primaryItem(bytes, pitm) : null;
  const properties = ipco ? boxes(bytes, ipco.start, ipco.end) : null;
  if (item === null || !ipma || !properties) return DAMAGED;
  const indexes = propertiesOf(bytes, ipma, item);
  const ispe = indexes?.map((index) => properties[index - 1]).find((box) => box?.type === "ispe");
  if (!ispe || ispe.end - ispe.start < 12) return DAMAGED;
  const width = u32(bytes, ispe.start + 4);
  const height = u32(bytes, ispe.start + 8);
  return width > 0 && height > 0 ? { width, height, orientation: 1 } : DAMAGED;
}
