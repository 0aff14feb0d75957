import { MAX_PHOTO_BYTES } from "../../shared/menu/photo";
import { MIN_PHOTO } from "../../shared/menu/photo-variants";
import { startsWith } from "./byte-reading";
import { brands, isAvif, isHeic, isIsoBmff, readHeifHeader } from "./isobmff-header";
import { JPEG_START, readJpegHeader } from "./jpeg-header";
import { DAMAGED, type HeaderReading, type PhotoHeader } from "./photo-header";
import { uprightSize, type Orientation } from "./orientation";
import { PNG_SIGNATURE, readPngHeader } from "./png-header";
import { isWebp, readWebpHeader } from "./webp-header";

/** HEIC is taken to the binding, which may or may not decode it (Cloudflare's may; the local one does not). */
export type PhotoFormat = "jpeg" | "png" | "webp" | "avif" | "heic";

/** An upload that can be made into variants: its format and its size as stored. */
export interface InspectedPhoto {
  ok: true;
  format: PhotoFormat;
  width: number;
  height: number;
  orientation: Orientation;
}

/** Why an upload is refused; the editor words each one for the owner. */
export type PhotoRefusal = "tooLarge" | "notAPhoto" | "damaged" | "tooManyPixels" | "tooSmall";

export type PhotoInspection = InspectedPhoto | { ok: false; reason: PhotoRefusal };

/** Decoding more would take the image service hundreds of MB; no phone photo comes near it. */
export const MAX_PIXELS = 50_000_000;
const MAX_SIDE = 16_384;

/** A file's format by its first bytes, whatever its name or declared type says, and its header's reading. */
export function readPhotoHeader(bytes: Uint8Array): { format: PhotoFormat; header: PhotoHeader } | "notAPhoto" | "damaged" {
  const sniffed = sniff(bytes);
  if (typeof sniffed === "string") return sniffed;
  const header = sniffed.read(bytes);
  return header === DAMAGED ? DAMAGED : { format: sniffed.format, header };
}

type Sniffed = { format: PhotoFormat; read: (bytes: Uint8Array) => HeaderReading } | "notAPhoto";

function sniff(bytes: Uint8Array): Sniffed {
  if (startsWith(bytes, JPEG_START)) return { format: "jpeg", read: readJpegHeader };
  if (startsWith(bytes, PNG_SIGNATURE)) return { format: "png", read: readPngHeader };
  if (isWebp(bytes)) return { format: "webp", read: readWebpHeader };
  if (isIsoBmff(bytes)) {
    const fileBrands = brands(bytes);
    if (isAvif(fileBrands)) return { format: "avif", read: readHeifHeader };
    if (isHeic(fileBrands)) return { format: "heic", read: readHeifHeader };
  }
  return "notAPhoto";
}

/**
 * Decides from the headers alone, without decoding, whether an upload is a photo the pipeline
 * takes: cheap enough for the free plan's 10 ms of CPU on a 15 MB file.
 */
export function inspectPhoto(bytes: Uint8Array): PhotoInspection {
  if (bytes.length > MAX_PHOTO_BYTES) return { ok: false, reason: "tooLarge" };
  const read = readPhotoHeader(bytes);
  if (typeof read === "string") return { ok: false, reason: read };
  const { format, header } = read;
  const { width, height } = header;
  if (width > MAX_SIDE || height > MAX_SIDE || width * height > MAX_PIXELS) return { ok: false, reason: "tooManyPixels" };
  const upright = uprightSize(header);
  if (upright.width < MIN_PHOTO.width || upright.height < MIN_PHOTO.height) return { ok: false, reason: "tooSmall" };
  return { ok: true, format, ...header };
}
