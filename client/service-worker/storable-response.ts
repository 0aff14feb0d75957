/**
 * Whether a response may be kept: a whole, successful answer (no error, no partial content,
 * no redirect, which a navigation must never be answered with from a copy) that its server
 * did not mark no-store.
 */
export function isStorable(response: Response): boolean {
  return response.status === 200 && !response.redirected && !/\bno-store\b/i.test(response.headers.get("Cache-Control") ?? "");
}

export function isHtml(response: Response): boolean {
  return (response.headers.get("Content-Type") ?? "").startsWith("text/html");
}
