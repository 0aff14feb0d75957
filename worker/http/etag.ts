/**
 * Whether an If-None-Match header matches an ETag, by the weak comparison HTTP uses for
 * conditional GETs: `*` matches any current representation, and W/ prefixes are ignored.
 */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const bare = etag.replace(/^W\//, "");
  return header.split(",").some((candidate) => candidate.trim().replace(/^W\//, "") === bare);
}
