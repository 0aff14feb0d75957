import { SERVICE_WORKER_ATTRIBUTE } from "../shared/offline/offline-contract";

/**
 * Registers the service worker the page names (it names none when the operator has turned
 * it off). Called once the page has loaded, so it takes nothing from the first paint; a
 * browser without service workers, or a registration that fails, leaves the page as it is.
 */
export function registerServiceWorker(): void {
  const script = document.documentElement.getAttribute(SERVICE_WORKER_ATTRIBUTE);
  if (!script || !("serviceWorker" in navigator)) return;
  navigator.serviceWorker
    .register(script)
    .catch((error: unknown) => console.warn("The service worker could not be registered; the site works without it.", error));
}
