import type { MiddlewareHandler } from "hono";
import { contentSecurityPolicy } from "./csp";

export const STATIC_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy":
    "accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), browsing-topics=()",
  "Cross-Origin-Opener-Policy": "same-origin",
  "X-Frame-Options": "DENY",
};

const DEFAULT_POLICY = contentSecurityPolicy();

/**
 * Every response leaves with the same security headers. Pages bring their own policy (it
 * lists the hashes of their inline blocks); everything else gets one that allows no inline
 * code. A 304 gets none: the browser keeps the policy stored with the page it revalidated.
 */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    // Responses passed through from fetch() (static assets) have immutable headers.
    const res = new Response(c.res.body, c.res);
    if (res.status !== 304 && !res.headers.has("Content-Security-Policy")) {
      res.headers.set("Content-Security-Policy", DEFAULT_POLICY);
    }
    for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS)) res.headers.set(name, value);
    c.res = res;
  };
}
