import { IMMUTABLE } from "../http/response-headers";
import type { InspectedPhoto } from "./inspect-photo";
import { makeVariants } from "./make-variants";
import { uprightSize } from "./orientation";
import { originalObjectKey, UPLOAD_CONTENT_TYPES, variantObjectKey } from "./variant-files";

/** `<item id>-<first 10 hex of the upload's SHA-256>`: the same upload always gets the same key. */
async function photoKey(itemId: number, bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  const hex = Array.from(digest.subarray(0, 5), (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${itemId}-${hex}`;
}

/**
 * Makes the variants of an inspected upload and stores them with the original in R2: what the
 * item's photo field then names. Nothing is written unless every variant was made; a failed
 * write leaves objects no document names yet, and storing the same upload again rewrites them.
 * Throws UnreadablePhotoError (make-variants.ts) when the binding cannot read the photo.
 */
export async function storePhoto(
  env: { PHOTOS: R2Bucket; IMAGES: ImagesBinding },
  itemId: number,
  bytes: Uint8Array<ArrayBuffer>,
  inspected: InspectedPhoto,
): Promise<{ key: string; width: number; height: number }> {
  const [key, variants] = await Promise.all([photoKey(itemId, bytes), makeVariants(env.IMAGES, bytes, inspected)]);
  await Promise.all([
    env.PHOTOS.put(originalObjectKey(key), bytes, { httpMetadata: { contentType: UPLOAD_CONTENT_TYPES[inspected.format] } }),
    ...variants.map((variant) =>
      env.PHOTOS.put(variantObjectKey(key, variant.width, variant.format), variant.bytes, {
        httpMetadata: { contentType: variant.contentType, cacheControl: IMMUTABLE },
      }),
    ),
  ]);
  return { key, ...uprightSize(inspected) };
}
