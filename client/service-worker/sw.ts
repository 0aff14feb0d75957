/// <reference lib="webworker" />
import { langOfPath } from "../../shared/site/site-pages";
import { respondSafely } from "./fetch-guard";
import { routeRequest } from "./request-routes";
import { isOutdatedCache, siteCaches } from "./site-caches";
import { cacheFirstStrategy, networkFirstStrategy, pageStrategy, precache, type FetchContext } from "./strategies";

declare const self: ServiceWorkerGlobalScope;

const { stamp, precache: buildFiles } = __SW_BUILD__;
const caches = siteCaches(self.caches, stamp);

/** The language of the page that registered the worker (or is open when a new build installs). */
async function visitorLang() {
  const [client] = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  return client ? langOfPath(new URL(client.url).pathname) : "sl";
}

self.addEventListener("install", (event) => {
  // A new build takes over at once: its pages are what the network serves now.
  event.waitUntil(
    visitorLang()
      .then((lang) => precache(caches, self.location.origin, lang, buildFiles))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await self.caches.keys();
      await Promise.all(names.filter((name) => isOutdatedCache(name, stamp)).map((name) => self.caches.delete(name)));
      // The browser starts a navigation's request while the worker starts up, so online pages wait for nothing.
      if ("navigationPreload" in self.registration) await self.registration.navigationPreload.enable();
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const route = routeRequest(event.request, self.location.origin);
  if (route.strategy === "none") return;
  const context: FetchContext = {
    request: event.request,
    preloaded: route.strategy === "page" ? (event.preloadResponse as Promise<Response | undefined>) : Promise.resolve(undefined),
    waitUntil: (promise) => event.waitUntil(promise),
    caches,
  };
  respondSafely(event, () => {
    if (route.strategy === "page") return pageStrategy(context);
    if (route.strategy === "cache-first") return cacheFirstStrategy(context, route.cache);
    return networkFirstStrategy(context, route.cache);
  });
});
