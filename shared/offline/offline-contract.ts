/**
 * What the server's pages, the page script and the service worker agree on. The worker is
 * served from the root so that its scope is the whole site.
 */
export const SERVICE_WORKER_PATH = "/sw.js";

/**
 * The one Trusted Types policy pages may create (the CSP names it): it turns exactly
 * SERVICE_WORKER_PATH into the script URL that navigator.serviceWorker.register() requires.
 */
export const SERVICE_WORKER_URL_POLICY = "service-worker-url";

/** On <html> when the page should register the service worker (the SERVICE_WORKER switch is on). */
export const SERVICE_WORKER_ATTRIBUTE = "data-service-worker";

/**
 * Every cache the service worker makes starts with this; the rest of the name is its kind
 * and the build's stamp. The removal script deletes exactly these.
 */
export const CACHE_PREFIX = "grill-";
