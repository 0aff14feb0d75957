import { workerConfig } from "../app/config";
import { listEveryMenuItem } from "../data/sources";
import type { FirestoreClient } from "../firestore/client";
import { decodeDocument } from "../firestore/values";
import { photoKeyIn } from "../photos/restorable-photo";
import { deleteUnusedObjects, PHOTO_UNDO_WINDOW_MS } from "../photos/unused-objects";
import { writable } from "./access";
import { editorClient } from "./documents";
import { changesSince } from "./change-log";

/**
 * The photos something may still show: the one each menu item names now (read from Firestore,
 * not a cached copy, whether or not the rest of the item is valid, and in whatever group, one the
 * site does not know too), and every photo a change of the undo window named before or after it,
 * which an undo can put back. Null when Firestore lists no menu item at all: that is a wrong or
 * empty database, not a menu without photos. A listing that failed or stopped short throws.
 */
async function photosInUse(client: FirestoreClient, now: number): Promise<Set<string> | null> {
  const [items, changes] = await Promise.all([listEveryMenuItem(client), changesSince(client, now - PHOTO_UNDO_WINDOW_MS)]);
  if (items.length === 0) return null;
  const keys = [
    ...items.map((document) => photoKeyIn(decodeDocument(document).data)),
    ...changes.flatMap((change) => [photoKeyIn(change.before), photoKeyIn(change.after)]),
  ];
  return new Set(keys.filter((key): key is string => key !== null));
}

/**
 * The daily cleanup of R2: the objects of the owner's photos no longer in use, once the undo
 * window has passed. What is in use is the editor's to say (the menu's documents and the
 * history); a deployment the editor cannot write to stores no photos and has nothing to clean.
 * A failed, incomplete or empty read of Firestore deletes nothing (the cron logs the failure).
 */
export async function removeUnusedPhotos(env: Env, now = Date.now()): Promise<string[]> {
  const config = workerConfig(env);
  if (!writable(config)) return [];
  const inUse = await photosInUse(await editorClient(config), now);
  if (!inUse) {
    console.warn("Photo cleanup: Firestore lists no menu item, so no photo is deleted");
    return [];
  }
  return deleteUnusedObjects(env.PHOTOS, inUse, now);
}
