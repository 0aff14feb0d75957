import { CACHE_PREFIX } from "../../shared/offline/offline-contract";

/**
 * What /sw.js serves when the SERVICE_WORKER switch is off. A browser that has the service
 * worker fetches this as its update, installs it at once, deletes the worker's caches and
 * unregisters it. It has no fetch handler, so from the moment it takes over every request
 * goes to the network, as if there had never been a worker.
 */
export const SERVICE_WORKER_REMOVAL_SCRIPT =
  `self.addEventListener("install",function(){self.skipWaiting()});` +
  `self.addEventListener("activate",function(e){e.waitUntil(caches.keys().then(function(names){` +
  `return Promise.all(names.filter(function(n){return n.indexOf(${JSON.stringify(CACHE_PREFIX)})===0}).map(function(n){return caches.delete(n)}))` +
  `}).then(function(){return self.registration.unregister()}))});`;
