import type { ImageFormat } from "../../shared/pictures";
import type { PhotoWidth } from "../../shared/menu/photo-variants";

/** The R2 key of a variant: the part of its public path after /foto/. */
export function variantObjectKey(key: string, width: PhotoWidth, format: ImageFormat): string {
  return `variants/${key}-${width}.${format}`;
}

/**
 * The R2 key of the upright PNG the variants were made from, kept for a later re-encode and never
 * served. The phone's own file is not kept: it carries the place the photo was taken.
 */
export function uprightObjectKey(key: string): string {
  return `upright/${key}.png`;
}

/** The photo key an object of R2 belongs to, by the names above; null for any other name. */
export function photoKeyOfObject(objectKey: string): string | null {
  return /^upright\/(.+)\.png$/.exec(objectKey)?.[1] ?? /^variants\/(.+)-\d+\.[a-z]+$/.exec(objectKey)?.[1] ?? null;
}

export const VARIANT_CONTENT_TYPES = {
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
} as const satisfies Record<ImageFormat, ImageOutputOptions["format"]>;
