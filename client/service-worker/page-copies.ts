import { offlineCopy, offlinePage } from "../../shared/offline/offline-copy";

/** When a stored page was fetched (epoch ms), kept with it: the offline notice shows it. */
const FETCHED_AT_HEADER = "X-Fetched-At";

/** A page's response to store, stamped with when it was fetched. */
export function stampedCopy(response: Response, fetchedAt: number): Response {
  const headers = new Headers(response.headers);
  headers.set(FETCHED_AT_HEADER, String(fetchedAt));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

function htmlResponse(stored: Response, html: string): Response {
  const headers = new Headers(stored.headers);
  headers.delete("Content-Length");
  headers.delete(FETCHED_AT_HEADER);
  return new Response(html, { status: 200, headers });
}

/** A stored page as the visitor sees it offline, with the notice of when it was fetched; rejects when it cannot be read. */
export async function offlineCopyResponse(stored: Response): Promise<Response> {
  const fetchedAt = Number(stored.headers.get(FETCHED_AT_HEADER));
  if (!Number.isFinite(fetchedAt) || fetchedAt <= 0) throw new Error("A stored page without its fetch time");
  return htmlResponse(stored, offlineCopy(await stored.text(), fetchedAt));
}

/** The stored offline page, listing only the saved pages (paths with their query). */
export async function offlinePageResponse(stored: Response, saved: ReadonlySet<string>): Promise<Response> {
  return htmlResponse(stored, offlinePage(await stored.text(), saved));
}
