import { IMAGE_FORMATS, imageHeight, imagePath, imageVersion, type ImageFormat, type ImageWidth } from "../pictures";

const TYPES: Record<ImageFormat, string> = { avif: "image/avif", webp: "image/webp", jpg: "image/jpeg" };

export interface PictureProps {
  file: string;
  alt: string;
  /** The built widths to offer; the largest sets the width/height attributes (3:2). */
  widths: readonly ImageWidth[];
  sizes: string;
  /** The one likely LCP image of a page: loaded at once, with high priority. */
  priority?: boolean;
  className?: string;
}

/** A built photo as AVIF, WebP and JPEG with srcset; lazy unless it is the page's priority image. */
export function Picture({ file, alt, widths, sizes, priority = false, className }: PictureProps) {
  const version = imageVersion(file);
  const srcSet = (format: ImageFormat) => widths.map((w) => `${imagePath(file, w, version, format)} ${w}w`).join(", ");
  const largest = Math.max(...widths);
  const fallback = widths.find((w) => w >= 600) ?? largest;
  return (
    <picture className={className}>
      {IMAGE_FORMATS.filter((format) => format !== "jpg").map((format) => (
        <source key={format} type={TYPES[format]} srcSet={srcSet(format)} sizes={sizes} />
      ))}
      <img
        src={imagePath(file, fallback, version, "jpg")}
        srcSet={srcSet("jpg")}
        sizes={sizes}
        width={largest}
        height={imageHeight(largest)}
        alt={alt}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? undefined : "async"}
        fetchPriority={priority ? "high" : undefined}
      />
    </picture>
  );
}
