import { contentHash } from "./datasets";

/** What a dataset's KV entry carries beside its JSON. */
export interface EntryMetadata {
  fetchedAt: number;
  etag: string;
  changedAt: number;
  /** The dataset's change count, read before the value; null: not known (a read on an empty cache). */
  version: number | null;
}

/** The entry's metadata; an entry stored by an older build without a version has an unknown one. */
export function metadataOf(value: unknown): EntryMetadata | null {
  if (typeof value !== "object" || value === null) return null;
  const { fetchedAt, etag, changedAt, version } = value as Partial<Record<keyof EntryMetadata, unknown>>;
  if (typeof fetchedAt !== "number" || typeof etag !== "string" || typeof changedAt !== "number") return null;
  return { fetchedAt, etag, changedAt, version: typeof version === "number" ? version : null };
}

/**
 * A dataset's KV entry as the cache stores it: its JSON, and its metadata. `before` is the
 * stored entry's metadata, whose `changedAt` is kept when the content is the same.
 */
export async function cacheEntry(
  value: unknown,
  version: number | null,
  fetchedAt: number,
  before: EntryMetadata | null = null,
): Promise<{ json: string; metadata: EntryMetadata }> {
  const json = JSON.stringify(value);
  const etag = await contentHash(json);
  return { json, metadata: { fetchedAt, etag, changedAt: before?.etag === etag ? before.changedAt : fetchedAt, version } };
}
