import type { ImageFormat } from "../../shared/pictures";
import type { PhotoWidth } from "../../shared/menu/photo-variants";
import type { PhotoFormat } from "./inspect-photo";

/** The R2 key of a variant: the part of its public path after /foto/. */
export function variantObjectKey(key: string, width: PhotoWidth, format: ImageFormat): string {
  return `variants/${key}-${width}.${format}`;
}

/** The owner's upload as sent, kept for a later re-encode; never served. */
export function originalObjectKey(key: string): string {
  return `originals/${key}`;
}

export const VARIANT_CONTENT_TYPES = {
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
} as const satisfies Record<ImageFormat, ImageOutputOptions["format"]>;

export const UPLOAD_CONTENT_TYPES: Readonly<Record<PhotoFormat, string>> = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
  heic: "image/heic",
};
