/** A CSP source for an inline block: 'sha256-<base64 of the digest of its exact text>'. */
export async function hashSource(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
}

export interface InlineBlocks {
  scripts: string[];
  styles: string[];
}

/**
 * Inline blocks are allowed by the hash of their content, not by a nonce: identical HTML
 * then always carries an identical policy, so it can be served from the edge cache and
 * revalidated by browsers (a 304 updates the stored headers, which would orphan a nonce).
 */
export async function inlinePolicy(inline: InlineBlocks): Promise<string> {
  const [scripts, styles] = await Promise.all([
    Promise.all(inline.scripts.map(hashSource)),
    Promise.all(inline.styles.map(hashSource)),
  ]);
  return contentSecurityPolicy(scripts, styles);
}

export function contentSecurityPolicy(scripts: string[] = [], styles: string[] = []): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...new Set(scripts)].join(" "),
    ["style-src 'self'", ...new Set(styles)].join(" "),
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src https://www.google.com",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}
