import { z } from "zod";
import type { Lang } from "../i18n/lang";
import { MIN_PHOTO, PHOTO_KEY } from "./photo-variants";

/* The owner's photo of a menu item, as its document stores it (docs/photos.md); its sizes and paths are in photo-variants.ts. */

/** A phone's photo is a few MB; anything larger is refused before it is read. */
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;

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

/** The owner's alt text in the page's language (written in Slovenian and English only); null: none written, the dish's name stands in. */
export function ownAlt(photo: Pick<Photo, "alt" | "alt_en">, lang: Lang): string | null {
  if (lang === "sl") return photo.alt;
  return lang === "en" ? photo.alt_en : null;
}
