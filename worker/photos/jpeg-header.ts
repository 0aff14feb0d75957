import { fits, u16, u8 } from "./byte-reading";
import { exifOrientation } from "./exif-orientation";
import { DAMAGED, type HeaderReading } from "./photo-header";
import type { Orientation } from "./orientation";

export const JPEG_START = [0xff, 0xd8, 0xff];

const APP1 = 0xe1;
const SOS = 0xda;
const EOI = 0xd9;

/** Start-of-frame markers C0–CF carry the size; C4 (DHT), C8 (reserved) and CC (DAC) are not frames. */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

/** Markers without a length field. */
function isStandalone(marker: number): boolean {
  return marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);
}

/** True when an EOI marker follows `from`: searched from the end, so the entropy-coded data is not walked. */
function endsAfter(bytes: Uint8Array, from: number): boolean {
  for (let at = bytes.lastIndexOf(EOI); at > from; at = bytes.lastIndexOf(EOI, at - 1)) {
    if (bytes[at - 1] === 0xff) return true;
  }
  return false;
}

/** Walks the segments from SOI to the start of scan: the frame's size and the EXIF orientation. */
export function readJpegHeader(bytes: Uint8Array): HeaderReading {
  let at = 2;
  let size: { width: number; height: number } | null = null;
  let orientation: Orientation | null = null;
  for (;;) {
    if (!fits(bytes, at, 2) || u8(bytes, at) !== 0xff) return DAMAGED;
    while (fits(bytes, at + 1, 1) && u8(bytes, at + 1) === 0xff) at++; // fill bytes
    if (!fits(bytes, at + 1, 1)) return DAMAGED;
    const marker = u8(bytes, at + 1);
    if (isStandalone(marker)) {
      at += 2;
      continue;
    }
    if (marker === EOI || !fits(bytes, at + 2, 2)) return DAMAGED;
    const length = u16(bytes, at + 2);
    const end = at + 2 + length;
    if (length < 2 || end > bytes.length) return DAMAGED;
    if (marker === SOS) {
      if (!size || size.width === 0 || size.height === 0) return DAMAGED;
      return endsAfter(bytes, end) ? { ...size, orientation: orientation ?? 1 } : DAMAGED;
    }
    if (isStartOfFrame(marker)) {
      if (length < 7) return DAMAGED;
      size = { height: u16(bytes, at + 5), width: u16(bytes, at + 7) };
    } else if (marker === APP1 && orientation === null) {
      orientation = exifOrientation(bytes, at + 4, end);
    }
    at = end;
  }
}
