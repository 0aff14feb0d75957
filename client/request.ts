const SAFE_METHODS = new Set(["GET", "HEAD"]);
const ABSOLUTE_HTTP = /^https?:\/\//i;

function cookieValue(name: string): string | null {
  for (const part of document.cookie.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key !== name) continue;
    const value = rest.join("=");
    try {
      return decodeURIComponent(value);
    } catch {
      return value; // not percent-encoded after all
    }
  }
  return null;
}

/**
 * Spec §7: a request that is not GET or HEAD and goes to a relative URL carries
 * X-XSRF-TOKEN from the XSRF-TOKEN cookie when that cookie exists; absolute http(s)
 * URLs never get it.
 */
export function request(url: string, init: RequestInit = {}): Promise<Response> {
  const method = (init.method ?? "GET").toUpperCase();
  if (SAFE_METHODS.has(method) || ABSOLUTE_HTTP.test(url)) return fetch(url, init);
  const token = cookieValue("XSRF-TOKEN");
  if (token === null) return fetch(url, init);
  const headers = new Headers(init.headers);
  headers.set("X-XSRF-TOKEN", token);
  return fetch(url, { ...init, headers });
}
