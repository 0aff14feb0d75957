import type { WorkerConfig } from "../app/config";

/** About 130 KB each for the menu pages: a few MB at most, for the views visitors actually open. */
const MAX_PAGES = 24;

const pagesByConfig = new WeakMap<WorkerConfig, Map<string, string>>();

/**
 * A page's HTML, rendered once per isolate for each ETag. The ETag (page-response.ts) names
 * everything the HTML depends on: the build, the path and so the language, the view, the
 * version of every dataset the page shows, what the time changes in it (page-key.ts
 * timeVersion) and the service worker switch; the configuration keys the map. So a page is
 * rendered once per data version, language, view and time version. The data are read for
 * every request, and a new version is a new key: no visitor gets HTML from two versions, or
 * from an older one than their request read. The edge cache keeps pages the same way across
 * the isolates of a location; this keeps them where it does nothing (workers.dev, a TTL of 0)
 * and between its misses. The least recently used page goes first.
 */
export function renderOnce(config: WorkerConfig, etag: string, render: () => string): string {
  let pages = pagesByConfig.get(config);
  if (!pages) pagesByConfig.set(config, (pages = new Map<string, string>()));
  const kept = pages.get(etag);
  if (kept !== undefined) {
    pages.delete(etag);
    pages.set(etag, kept);
    return kept;
  }
  const html = render();
  pages.set(etag, html);
  for (const oldest of pages.keys()) {
    if (pages.size <= MAX_PAGES) break;
    pages.delete(oldest);
  }
  return html;
}
