import { IMAGE_FORMATS, type ImageFormat } from "../pictures";
import type { PictureImage } from "./picture-image";

const TYPES: Record<ImageFormat, string> = { avif: "image/avif", webp: "image/webp", jpg: "image/jpeg" };

export interface PictureProps {
  /** A built drawing or the owner's photo (picture-image.ts). */
  image: PictureImage;
  alt: string;
  sizes: string;
  /** The one likely LCP image of a page: loaded at once, with high priority. */
  priority?: boolean;
  className?: string;
}

/** A picture as AVIF, WebP and JPEG with srcset; lazy unless it is the page's priority image. */
export function Picture({ image, alt, sizes, priority = false, className }: PictureProps) {
  const srcSet = (format: ImageFormat) => image.widths.map((w) => `${image.path(w, format)} ${w}w`).join(", ");
  const fallback = image.widths.find((w) => w >= 600) ?? image.width;
  return (
    <picture className={className}>
      {IMAGE_FORMATS.filter((format) => format !== "jpg").map((format) => (
        <source key={format} type={TYPES[format]} srcSet={srcSet(format)} sizes={sizes} />
      ))}
      <img
        src={image.path(fallback, "jpg")}
        srcSet={srcSet("jpg")}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? undefined : "async"}
        fetchPriority={priority ? "high" : undefined}
      />
    </picture>
  );
}
