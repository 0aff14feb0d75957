import type { Photo } from "../menu/photo";
import { PHOTO_WIDTHS, photoHeight, photoPath, type PhotoWidth } from "../menu/photo-variants";
import { imageHeight, imagePath, imageVersion, type ImageFormat, type ImageWidth } from "../pictures";

/** What a `<picture>` offers: the widths of its variants, each variant's path, and the size of the largest. */
export interface PictureImage {
  widths: readonly number[];
  path(width: number, format: ImageFormat): string;
  /** The largest variant's size: the width/height attributes, so the browser keeps its room before it loads. */
  width: number;
  height: number;
}

/** A built drawing (client/images), cut to 3:2, at the built widths offered. */
export function drawnImage(file: string, widths: readonly ImageWidth[]): PictureImage {
  const version = imageVersion(file);
  const largest = Math.max(...widths);
  return {
    widths,
    path: (width, format) => imagePath(file, width, version, format),
    width: largest,
    height: imageHeight(largest),
  };
}

/** The owner's photo of a dish, at every variant width, in its own aspect. */
export function photoImage(photo: Photo): PictureImage {
  const largest = Math.max(...PHOTO_WIDTHS);
  return {
    widths: PHOTO_WIDTHS,
    path: (width: PhotoWidth, format: ImageFormat) => photoPath(photo.key, width, format),
    width: largest,
    height: photoHeight(photo, largest),
  };
}
