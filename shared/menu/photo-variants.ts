import { IMAGE_FORMATS, type ImageFormat } from "../pictures";

/*
 * The variants of the owner's photos and their public paths, apart from the photo's schema
 * (photo.ts) so that the service worker can match the paths without bundling zod.
 */

export const PHOTO_WIDTHS = [400, 800, 1200] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];
export const PHOTO_FORMATS = IMAGE_FORMATS;

/** The public path of one variant: immutable, served from R2 by the worker. */
export function photoPath(key: string, width: PhotoWidth, format: ImageFormat): string {
  return `/foto/${key}-${width}.${format}`;
}

/** A variant's path as a request names it; anything else under /foto/ is a 404. */
export const PHOTO_PATH = /^\/foto\/(\d+-[0-9a-f]{10})-(400|800|1200)\.(avif|webp|jpg)$/;

/** The height of the variant `width` px wide. */
export function photoHeight(photo: { width: number; height: number }, width: number): number {
  return Math.round((width * photo.height) / photo.width);
}
