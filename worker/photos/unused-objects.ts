import { photoKeyOfObject } from "./variant-files";

/**
 * How long a photo nothing names any more keeps its objects: the undo window. An undo inside it
 * brings the photo back whole; after it the daily cleanup deletes the objects (docs/photos.md).
 */
export const PHOTO_UNDO_WINDOW_MS = 24 * 60 * 60 * 1000;

/** R2 deletes at most this many keys per call. */
const DELETE_BATCH = 1000;

/**
 * Deletes every object of R2 that belongs to no photo in use and was stored before the undo window
 * began: a removed or replaced photo's, an upload whose save lost to another (which nothing ever
 * named), and anything not of the current layout (the phone's files once kept under `originals/`).
 * The age keeps an upload whose save is still on its way. R2 is listed once, a page of 1,000 keys
 * per class A operation. Returns the keys deleted.
 */
export async function deleteUnusedObjects(bucket: R2Bucket, inUse: ReadonlySet<string>, now: number): Promise<string[]> {
  const storedBefore = now - PHOTO_UNDO_WINDOW_MS;
  const unused: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ cursor });
    for (const object of page.objects) {
      const photo = photoKeyOfObject(object.key);
      if (object.uploaded.getTime() < storedBefore && (photo === null || !inUse.has(photo))) unused.push(object.key);
    }
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  for (let at = 0; at < unused.length; at += DELETE_BATCH) await bucket.delete(unused.slice(at, at + DELETE_BATCH));
  return unused;
}
