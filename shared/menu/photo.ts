import { z } from "zod";
import { IMAGE_FORMATS, type ImageFormat } from "../pictures";

/** The owner's photo of a menu item, as its document stores it (docs/photos.md). */
export const PHOTO_WIDTHS = [400, 800, 1200] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];
export const PHOTO_FORMATS = IMAGE_FORMATS;

/** A phone's photo is a few MB; anything larger is refused before it is read. */
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;
/** The smallest photo the largest variant can be made from without enlarging it. */
export const MIN_PHOTO = { width: 1200, height: 800 } as const;

/** `<item id>-<10 hex of the upload's SHA-256>`: a new upload is a new key, so its URLs never change. */
const PHOTO_KEY = /^\d+-[0-9a-f]{10}$/;

const AltSchema = z
  .string()
  .nullable()
  .default(null)
  .transform((text) => (text?.trim() ? text.trim() : null));

export const PhotoSchema = z.object({
  key: z.string().regex(PHOTO_KEY),
  /** The stored photo's size, upright; the variants keep its aspect. */
  width: z.number().int().min(MIN_PHOTO.width),
  height: z.number().int().positive(),
  /** The alt text in Slovenian and English; null: the dish's name in the page's language. */
  alt: AltSchema,
  alt_en: AltSchema,
});

export type Photo = z.infer<typeof PhotoSchema>;

/** The public path of one variant: immutable, served from R2 by the worker. */
export function photoPath(key: string, width: PhotoWidth, format: ImageFormat): string {
  return `/foto/${key}-${width}.${format}`;
}

/** A variant's path as a request names it; anything else under /foto/ is a 404. */
export const PHOTO_PATH = /^\/foto\/(\d+-[0-9a-f]{10})-(400|800|1200)\.(avif|webp|jpg)$/;

/** The height of the variant `width` px wide. */
export function photoHeight(photo: Pick<Photo, "width" | "height">, width: number): number {
  return Math.round((width * photo.height) / photo.width);
}
