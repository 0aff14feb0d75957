import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app/app-env";
import { CONFIG_DEFAULTS, ConfigError, workerConfig } from "../app/config";
import { DEFAULT_POLICY, EMBEDDABLE_RESOURCE_POLICY, isEmbeddable, STATIC_SECURITY_HEADERS } from "./response-headers";

/** The deployment's HSTS value; when the configuration is invalid (the request fails on that elsewhere) the safe default. */
function strictTransportSecurity(env: Env): string | null {
  try {
    return workerConfig(env).HSTS;
  } catch (error) {
    if (error instanceof ConfigError) return CONFIG_DEFAULTS.HSTS;
    throw error;
  }
}

/**
 * Every response leaves with the same security headers. Pages bring their own policy (it
 * lists the hashes of their inline blocks); everything else gets one that allows no inline
 * code. A 304 gets none: the browser keeps the policy stored with the page it revalidated.
 */
export function securityHeaders(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    // Responses passed through from fetch() (static assets) have immutable headers.
    const res = new Response(c.res.body, c.res);
    if (res.status !== 304 && !res.headers.has("Content-Security-Policy")) {
      res.headers.set("Content-Security-Policy", DEFAULT_POLICY);
    }
    for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS)) res.headers.set(name, value);
    if (isEmbeddable(c.req.path)) res.headers.set("Cross-Origin-Resource-Policy", EMBEDDABLE_RESOURCE_POLICY);
    const hsts = strictTransportSecurity(c.env);
    if (hsts) res.headers.set("Strict-Transport-Security", hsts);
    c.res = res;
  };
}
