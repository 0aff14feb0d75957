import { IMMUTABLE } from "../http/response-headers";
import type { InspectedPhoto } from "./inspect-photo";
import { makeVariants } from "./make-variants";
import { uprightSize } from "./orientation";
import { uprightObjectKey, variantObjectKey } from "./variant-files";

/**
 * `<item id>-<10 random hex>`: every upload gets a key of its own, so a variant's URL never names
 * other bytes. Random rather than a hash of the upload: hashing a phone's 5 MB costs the worker
 * milliseconds of its 10 ms of CPU per request (docs/photos.md).
 */
function photoKey(itemId: number): string {
  const random = crypto.getRandomValues(new Uint8Array(5));
  return `${itemId}-${Array.from(random, (byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}

/**
 * Makes the variants of an inspected upload and stores them in R2 with the upright PNG they were
 * made from: what the item's photo field then names. The upload itself is never stored, so
 * nothing the phone wrote into it (GPS, camera, XMP) is kept. Nothing is written unless every
 * variant was made; a failed write, or a save that then loses to another, leaves objects no
 * document names, which the daily cleanup deletes (editor/photo-cleanup.ts).
 * Throws UnreadablePhotoError (make-variants.ts) when the binding cannot read the photo.
 */
export async function storePhoto(
  env: { PHOTOS: R2Bucket; IMAGES: ImagesBinding },
  itemId: number,
  bytes: Uint8Array<ArrayBuffer>,
  inspected: InspectedPhoto,
): Promise<{ key: string; width: number; height: number }> {
  const { upright, variants } = await makeVariants(env.IMAGES, bytes, inspected);
  const key = photoKey(itemId);
  await Promise.all([
    env.PHOTOS.put(uprightObjectKey(key), upright, { httpMetadata: { contentType: "image/png" } }),
    ...variants.map((variant) =>
      env.PHOTOS.put(variantObjectKey(key, variant.width, variant.format), variant.bytes, {
        httpMetadata: { contentType: variant.contentType, cacheControl: IMMUTABLE },
      }),
    ),
  ]);
  return { key, ...uprightSize(inspected) };
}
