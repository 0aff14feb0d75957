import { fits, u16, u32 } from "./byte-reading";
import { isOrientation, type Orientation } from "./orientation";

const EXIF_HEADER = [0x45, 0x78, 0x69, 0x66, 0, 0]; // "Exif\0\0"
const ORIENTATION_TAG = 0x0112;
const SHORT = 3;

/**
 * The orientation tag of IFD0 in an APP1 segment's payload (`start`..`end`), or null when the
 * segment is not EXIF. A broken EXIF block reads as upright: it does not stop the picture decoding.
 */
export function exifOrientation(bytes: Uint8Array, start: number, end: number): Orientation | null {
  const payload = bytes.subarray(start, end);
  if (!EXIF_HEADER.every((byte, i) => payload[i] === byte)) return null;
  const tiff = payload.subarray(EXIF_HEADER.length);
  if (!fits(tiff, 0, 8)) return 1;
  const order = u16(tiff, 0);
  if (order !== 0x4949 && order !== 0x4d4d) return 1;
  const le = order === 0x4949;
  const ifd = u32(tiff, 4, le);
  if (!fits(tiff, ifd, 2)) return 1;
  const count = u16(tiff, ifd, le);
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (!fits(tiff, entry, 12)) return 1;
    if (u16(tiff, entry, le) !== ORIENTATION_TAG) continue;
    const value = u16(tiff, entry + 8, le);
    return u16(tiff, entry + 2, le) === SHORT && isOrientation(value) ? value : 1;
  }
  return 1;
}
