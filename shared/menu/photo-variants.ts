import { IMAGE_FORMATS, type ImageFormat } from "../pictures";

/*
 * The facts about the owner's photos that the worker, the pages, the service worker and the
 * editor's crop script share: the variants' widths, formats and paths, the 3:2 frame, and the
 * smallest photo accepted. Apart from the photo's schema (photo.ts), so that neither script bundles zod.
 */

export const PHOTO_WIDTHS = [400, 800, 1200] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];
export const LARGEST_PHOTO_WIDTH = Math.max(...PHOTO_WIDTHS);
export const PHOTO_FORMATS = IMAGE_FORMATS;

/** The frame the editor's script crops to, as width over height. */
export const PHOTO_ASPECT = 3 / 2;

/** The smallest photo the largest variant can be cut from without enlarging it. */
export const MIN_PHOTO = { width: LARGEST_PHOTO_WIDTH, height: LARGEST_PHOTO_WIDTH / PHOTO_ASPECT } as const;

/** `<item id>-<10 random hex>`: each upload has a key of its own, so its URLs never change. */
const KEY = String.raw`\d+-[0-9a-f]{10}`;
export const PHOTO_KEY = new RegExp(`^${KEY}$`);

/** The public path of one variant: immutable, served from R2 by the worker. */
export function photoPath(key: string, width: PhotoWidth, format: ImageFormat): string {
  return `/foto/${key}-${width}.${format}`;
}

/** A variant's path as a request names it; anything else under /foto/ is a 404. */
export const PHOTO_PATH = new RegExp(`^/foto/(${KEY})-(${PHOTO_WIDTHS.join("|")})\\.(${PHOTO_FORMATS.join("|")})$`);

/** The height of the variant `width` px wide. */
export function photoHeight(photo: { width: number; height: number }, width: number): number {
  return Math.round((width * photo.height) / photo.width);
}
