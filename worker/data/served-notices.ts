import type { Notice } from "../../shared/menu/menu-schema";
import { contentHash, type DataRead } from "./datasets";
import { sanitizeHtml } from "./sanitize-html";

// The sanitizer cannot change within an isolate, so each stored version (its etag is the hash
// of its content) is sanitized once, not on every page request.
let lastSanitized: { storedEtag: string; value: Notice[]; etag: string } | undefined;

/** No English message is an absent one, whether stored by an older build (undefined), blank or emptied by the sanitizer. */
function sanitizedOptional(html: string | null | undefined): string | null {
  const sanitized = html ? sanitizeHtml(html) : "";
  return sanitized.trim() ? sanitized : null;
}

/** A notice with both messages through the sanitizer: how every page, the API and the editor show one. */
export function sanitizedNotice(notice: Notice): Notice {
  return { ...notice, msg: sanitizeHtml(notice.msg), msg_en: sanitizedOptional(notice.msg_en) };
}

/**
 * Notices as they leave the repository, with their HTML sanitized on every read rather than
 * when it is fetched: the KV entry is kept as last known good for as long as Firestore fails,
 * and may have been written by an older build whose sanitizer let more through. The ETag is
 * the hash of what is served, so a stricter sanitizer also gives API clients and the page
 * cache a new version.
 */
export async function withSanitizedHtml(read: DataRead<Notice[]>): Promise<DataRead<Notice[]>> {
  if (lastSanitized?.storedEtag !== read.etag) {
    const value = read.value.map(sanitizedNotice);
    const etag = await contentHash(JSON.stringify(value));
    lastSanitized = { storedEtag: read.etag, value, etag };
  }
  return { ...read, value: lastSanitized.value, etag: lastSanitized.etag };
}
