import { SERVICE_WORKER_URL_POLICY } from "../../shared/offline/offline-contract";
import { BUILD } from "../app/build-info";
import { inlineScripts } from "../pages/html-document";
import { BEACON_CONNECT_ORIGIN, BEACON_SCRIPT_ORIGIN } from "./web-analytics";

/** Only `npm run dev` allows inline style: Vite injects the style sheets as <style> elements there. */
const STYLE_SRC = BUILD.devServer ? "style-src 'self' 'unsafe-inline'" : "style-src 'self'";

/**
 * DOM sinks that turn a string into script (innerHTML, script.src, eval, a service worker's
 * URL …) accept only Trusted Types objects, and the only policy that may make one turns the
 * service worker's path into its URL (client/service-worker-registration.ts). Nothing else
 * writes such a sink: React hydrates the islands' server markup and creates elements. Vite's
 * dev client is left out, since it is not ours.
 */
const TRUSTED_TYPES = BUILD.devServer ? [] : ["require-trusted-types-for 'script'", `trusted-types ${SERVICE_WORKER_URL_POLICY}`];

/** A CSP source for an inline block: 'sha256-<base64 of the digest of its exact text>'. */
export async function hashSource(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
}

export interface PolicyOptions {
  /** The hashes of the inline blocks the page executes or acts on. */
  scriptHashes?: readonly string[];
  /** Whether the page carries Cloudflare's Web Analytics beacon. */
  beacon?: boolean;
}

/**
 * Nothing is allowed by default; each kind of fetch the pages make is named: their own
 * scripts, styles, pictures, service worker and manifest, and the map's frame. Fonts, data:
 * pictures and plugins are used nowhere and stay forbidden.
 */
export function contentSecurityPolicy({ scriptHashes = [], beacon = false }: PolicyOptions = {}): string {
  return [
    "default-src 'none'",
    ["script-src 'self'", ...new Set(scriptHashes), ...(beacon ? [BEACON_SCRIPT_ORIGIN] : [])].join(" "),
    STYLE_SRC,
    "img-src 'self'",
    ["connect-src 'self'", ...(beacon ? [BEACON_CONNECT_ORIGIN] : [])].join(" "),
    "frame-src https://www.google.com",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...TRUSTED_TYPES,
  ].join("; ");
}

const pagePolicies = new Map<boolean, Promise<string>>();

/**
 * The policy of every page: its inline blocks are allowed by the hash of their content, not
 * by a nonce, so identical HTML always carries an identical policy and can be served from the
 * edge cache and revalidated by browsers (a 304 keeps the stored body, which would orphan a
 * nonce). The blocks are the same on every page of a build, so it is computed once per isolate
 * (for pages with the beacon and without).
 */
export function pageContentSecurityPolicy(beacon: boolean): Promise<string> {
  let policy = pagePolicies.get(beacon);
  if (!policy) {
    policy = Promise.all(inlineScripts(BUILD).map(hashSource)).then((scriptHashes) => contentSecurityPolicy({ scriptHashes, beacon }));
    pagePolicies.set(beacon, policy);
  }
  return policy;
}
