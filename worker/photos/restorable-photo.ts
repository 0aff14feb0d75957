import { isRecord } from "../firestore/errors";
import type { DecodedFields } from "../firestore/values";
import { variantObjectKey } from "./variant-files";

/** The key of the photo a document's fields name, valid or not; null when they name none. */
export function photoKeyIn(fields: DecodedFields | null): string | null {
  const photo = fields?.photo;
  return isRecord(photo) && typeof photo.key === "string" ? photo.key : null;
}

/**
 * The fields an undo puts back, less a photo whose objects the daily cleanup has deleted (the
 * undo of a change older than the undo window): the dish comes back without a picture rather
 * than with a broken one on every page that shows it.
 */
export async function withoutDeletedPhoto(bucket: R2Bucket, fields: DecodedFields | null): Promise<DecodedFields | null> {
  const key = photoKeyIn(fields);
  if (!fields || key === null || (await bucket.head(variantObjectKey(key, 400, "jpg")))) return fields;
  return { ...fields, photo: null };
}
