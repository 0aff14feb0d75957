import { LARGEST_PHOTO_WIDTH, PHOTO_FORMATS, PHOTO_WIDTHS, photoHeight, type PhotoWidth } from "../../shared/menu/photo-variants";
import type { ImageFormat } from "../../shared/pictures";
import { bindingAppliesExif } from "./exif-probe";
import { readPhotoHeader, type InspectedPhoto, type PhotoFormat } from "./inspect-photo";
import { UPRIGHTING, uprightSize } from "./orientation";
import { VARIANT_CONTENT_TYPES } from "./variant-files";

export interface PhotoVariant {
  width: PhotoWidth;
  format: ImageFormat;
  contentType: (typeof VARIANT_CONTENT_TYPES)[ImageFormat];
  bytes: Uint8Array<ArrayBuffer>;
}

/**
 * The image binding could not make the variants from the upload: a file that passed inspection
 * but does not decode (cut short after a stray end marker, corrupt entropy data), or a binding
 * failure. The editor reports it as a damaged photo; `cause` holds what the binding said.
 */
export class UnreadablePhotoError extends Error {
  override name = "UnreadablePhotoError";
}

/**
 * Aimed at 800 px AVIF ≤ 60 KB and 1200 px ≤ 120 KB for a phone's photo of a plate. Cloudflare
 * Images honours them; the local binding ignores quality and encodes with sharp's defaults
 * (AVIF 50, WebP 80, JPEG 80).
 */
const QUALITY: Readonly<Record<ImageFormat, number>> = { avif: 55, webp: 75, jpg: 80 };

const FORMAT_OF_OUTPUT: Readonly<Record<ImageFormat, PhotoFormat>> = { avif: "avif", webp: "webp", jpg: "jpeg" };

async function probed(images: ImagesBinding): Promise<boolean> {
  try {
    return await bindingAppliesExif(images);
  } catch (error) {
    throw new UnreadablePhotoError("The image binding did not answer the orientation probe", { cause: error });
  }
}

/** Runs one transform and checks its output is a whole file of the format and width asked for. */
async function transformed(
  images: ImagesBinding,
  input: Uint8Array<ArrayBuffer>,
  transform: ImageTransform,
  output: ImageOutputOptions,
  expected: { format: PhotoFormat; width: number; height: number },
): Promise<Uint8Array<ArrayBuffer>> {
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    const result = await images
      .input(new Blob([input]).stream())
      .transform(transform)
      .output(output);
    bytes = new Uint8Array(await result.response().arrayBuffer());
  } catch (error) {
    throw new UnreadablePhotoError("The image binding could not transform the photo", { cause: error });
  }
  // The local binding answers an undecodable input with an empty body rather than an error.
  const read = readPhotoHeader(bytes);
  if (
    typeof read === "string" ||
    read.format !== expected.format ||
    read.header.width !== expected.width ||
    Math.abs(read.header.height - expected.height) > 1
  ) {
    const got = typeof read === "string" ? read : `${read.format} ${read.header.width}×${read.header.height}`;
    throw new UnreadablePhotoError(`Expected ${expected.format} ${expected.width}×${expected.height} from the image binding, got ${got}`);
  }
  return bytes;
}

/** What an upload is made into: the picture the variants were made from, and the variants. */
export interface MadePhoto {
  /** The upload decoded once, turned upright, at the largest width, as a lossless PNG without metadata. */
  upright: Uint8Array<ArrayBuffer>;
  variants: PhotoVariant[];
}

/**
 * The nine variants (each width × format), upright and without metadata, made by the image
 * binding so that no pixel is decoded on the worker's CPU. The upload is decoded once, into
 * an upright, lossless PNG of the largest width; every variant is encoded from that.
 * Nothing is returned, and so nothing stored, unless all nine were made.
 *
 * Mirrored orientations (2, 4, 5, 7) are flipped with `flip`, which the local binding ignores:
 * there they come out turned but mirrored. Phone cameras seldom write them.
 */
export async function makeVariants(images: ImagesBinding, bytes: Uint8Array<ArrayBuffer>, inspected: InspectedPhoto): Promise<MadePhoto> {
  const upright = uprightSize(inspected);
  const turn = inspected.orientation === 1 || (await probed(images)) ? {} : UPRIGHTING[inspected.orientation];
  const largest = await transformed(
    images,
    bytes,
    { ...turn, width: LARGEST_PHOTO_WIDTH, fit: "contain" },
    { format: "image/png" },
    { format: "png", width: LARGEST_PHOTO_WIDTH, height: photoHeight(upright, LARGEST_PHOTO_WIDTH) },
  );
  const variants = await Promise.all(
    PHOTO_WIDTHS.flatMap((width) =>
      PHOTO_FORMATS.map(async (format): Promise<PhotoVariant> => {
        const contentType = VARIANT_CONTENT_TYPES[format];
        const variant = await transformed(
          images,
          largest,
          { width, fit: "contain" },
          { format: contentType, quality: QUALITY[format] },
          { format: FORMAT_OF_OUTPUT[format], width, height: photoHeight(upright, width) },
        );
        return { width, format, contentType, bytes: variant };
      }),
    ),
  );
  return { upright: largest, variants };
}
