import { SERVICE_WORKER_ATTRIBUTE, SERVICE_WORKER_PATH, SERVICE_WORKER_URL_POLICY } from "../shared/offline/offline-contract";

interface TrustedTypePolicyFactory {
  createPolicy(name: string, rules: { createScriptURL(url: string): string }): { createScriptURL(url: string): string };
}

/**
 * Under the pages' Trusted Types (worker/http/csp.ts) register() takes only a TrustedScriptURL.
 * The policy makes one from the service worker's own path and refuses anything else; a
 * browser without Trusted Types takes the string.
 */
function serviceWorkerUrl(script: string): string {
  const trustedTypes = (globalThis as { trustedTypes?: TrustedTypePolicyFactory }).trustedTypes;
  if (!trustedTypes) return script;
  const policy = trustedTypes.createPolicy(SERVICE_WORKER_URL_POLICY, {
    createScriptURL(url) {
      if (url !== SERVICE_WORKER_PATH) throw new TypeError(`Not the service worker's URL: ${url}`);
      return url;
    },
  });
  return policy.createScriptURL(script);
}

/**
 * Registers the service worker the page names (it names none when the operator has turned
 * it off). Called once the page has loaded, so it takes nothing from the first paint; a
 * browser without service workers, or a registration that fails, leaves the page as it is.
 */
export function registerServiceWorker(): void {
  const script = document.documentElement.getAttribute(SERVICE_WORKER_ATTRIBUTE);
  if (!script || !("serviceWorker" in navigator)) return;
  Promise.resolve()
    .then(() => navigator.serviceWorker.register(serviceWorkerUrl(script)))
    .catch((error: unknown) => console.warn("The service worker could not be registered; the site works without it.", error));
}
