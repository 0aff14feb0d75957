import { fits, fourCC, u32 } from "./byte-reading";
import { DAMAGED, type HeaderReading } from "./photo-header";

export const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Length, type and CRC around each chunk's data. */
const CHUNK_OVERHEAD = 12;

/** IHDR's size, after walking the chunk lengths to IEND (a few hundred steps for a large file). */
export function readPngHeader(bytes: Uint8Array): HeaderReading {
  let at = PNG_SIGNATURE.length;
  if (!fits(bytes, at, CHUNK_OVERHEAD + 13) || fourCC(bytes, at + 4) !== "IHDR" || u32(bytes, at) !== 13) return DAMAGED;
  const width = u32(bytes, at + 8);
  const height = u32(bytes, at + 12);
  if (width === 0 || height === 0) return DAMAGED;
  while (fits(bytes, at, CHUNK_OVERHEAD)) {
    const end = at + CHUNK_OVERHEAD + u32(bytes, at);
    if (end > bytes.length) return DAMAGED;
    if (fourCC(bytes, at + 4) === "IEND") return { width, height, orientation: 1 };
    at = end;
  }
  return DAMAGED;
}
