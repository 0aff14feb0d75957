import { z } from "zod";
import type { Lang } from "../i18n/lang";

/* The owner's photo of a menu item, as its document stores it (docs/photos.md); its variants' paths are in photo-variants.ts. */

/** A phone's photo is a few MB; anything larger is refused before it is read. */
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;
/** The smallest photo the largest variant can be made from without enlarging it. */
export const MIN_PHOTO = { width: 1200, height: 800 } as const;

/** `<item id>-<10 random hex>`: each upload has a key of its own, so its URLs never change. */
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

/** A stored photo field as the site reads it: null when absent or unreadable. */
export function readPhoto(value: unknown): Photo | null {
  return PhotoSchema.safeParse(value).data ?? null;
}

/** The owner's alt text in the page's language; null: none written, the dish's name stands in. */
export function ownAlt(photo: Pick<Photo, "alt" | "alt_en">, lang: Lang): string | null {
  return lang === "en" ? photo.alt_en : photo.alt;
}
