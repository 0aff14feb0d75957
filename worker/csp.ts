import { BUILD } from "./build-info";
import { INLINE_SCRIPTS } from "./html-document";

/** Only `npm run dev` allows inline style: Vite injects the style sheets as <style> elements there. */
const STYLE_SRC = BUILD.devServer ? "style-src 'self' 'unsafe-inline'" : "style-src 'self'";

/** A CSP source for an inline block: 'sha256-<base64 of the digest of its exact text>'. */
export async function hashSource(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
}

export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...new Set(scriptHashes)].join(" "),
    STYLE_SRC,
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src https://www.google.com",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

let pagePolicy: Promise<string> | undefined;

/**
 * The policy of every page: its inline blocks are allowed by the hash of their content, not
 * by a nonce, so identical HTML always carries an identical policy and can be served from the
 * edge cache and revalidated by browsers (a 304 keeps the stored body, which would orphan a
 * nonce). The blocks are the same on every page, so it is computed once per isolate.
 */
export function pageContentSecurityPolicy(): Promise<string> {
  return (pagePolicy ??= Promise.all(INLINE_SCRIPTS.map(hashSource)).then(contentSecurityPolicy));
}
