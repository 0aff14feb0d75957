import { fits, fourCC, u16, u24le, u32, u8 } from "./byte-reading";
import { DAMAGED, type HeaderReading } from "./photo-header";

/** "RIFF", a size, then "WEBP" at byte 8. */
export function isWebp(bytes: Uint8Array): boolean {
  return fits(bytes, 0, 12) && fourCC(bytes, 0) === "RIFF" && fourCC(bytes, 8) === "WEBP";
}

interface Chunk {
  type: string;
  data: number;
  size: number;
}

/** The RIFF chunks, or null when one claims more bytes than the file has. */
function chunks(bytes: Uint8Array): Chunk[] | null {
  const riffEnd = 8 + u32(bytes, 4, true);
  if (riffEnd > bytes.length) return null;
  const found: Chunk[] = [];
  for (let at = 12; at < riffEnd;) {
    if (at + 8 > riffEnd) return null;
    const size = u32(bytes, at + 4, true);
    if (at + 8 + size > riffEnd) return null;
    found.push({ type: fourCC(bytes, at), data: at + 8, size });
    at += 8 + size + (size % 2); // chunks are padded to an even length
  }
  return found;
}

const VP8_START_CODE = [0x9d, 0x01, 0x2a];

/** The size from the first chunk: a lossy (VP8), lossless (VP8L) or extended (VP8X) file. */
export function readWebpHeader(bytes: Uint8Array): HeaderReading {
  const all = chunks(bytes);
  const first = all?.[0];
  if (!all || !first) return DAMAGED;
  const { type, data, size } = first;
  if (type === "VP8 " && size >= 10 && VP8_START_CODE.every((byte, i) => u8(bytes, data + 3 + i) === byte)) {
    return sized(u16(bytes, data + 6, true) & 0x3fff, u16(bytes, data + 8, true) & 0x3fff);
  }
  if (type === "VP8L" && size >= 5 && u8(bytes, data) === 0x2f) {
    const bits = u32(bytes, data + 1, true);
    return sized((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (type === "VP8X" && size >= 10 && all.some((chunk) => ["VP8 ", "VP8L", "ANMF"].includes(chunk.type))) {
    return sized(u24le(bytes, data + 4) + 1, u24le(bytes, data + 7) + 1);
  }
  return DAMAGED;
}

function sized(width: number, height: number): HeaderReading {
  return width > 0 && height > 0 ? { width, height, orientation: 1 } : DAMAGED;
}
