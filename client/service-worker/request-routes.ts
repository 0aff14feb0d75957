import { SERVICE_WORKER_PATH } from "../../shared/offline/offline-contract";
import { PHOTO_PATH } from "../../shared/menu/photo-variants";
import { VERSIONED_IMAGE } from "../../shared/pictures";

/**
 * How the service worker answers a request:
 * - page: a navigation; the network first, a stored copy when it fails or is slow, else the offline page
 * - cache-first: a file whose name carries its content hash (the owner's photos: the upload's); it never changes
 * - network-first: any other same-origin GET (the JSON API, the manifest, the favicon); the copy only when the network fails
 * - none: the browser handles it as if there were no worker (not GET, another origin, the worker's own script)
 */
export type RequestRoute =
  | { strategy: "page" }
  | { strategy: "cache-first"; cache: "assets" | "images" }
  | { strategy: "network-first"; cache: "data" }
  | { strategy: "none" };

/** What routing reads of a request (a FetchEvent's Request has all of it). */
export interface RoutedRequest {
  method: string;
  url: string;
  mode: RequestMode;
}

/** Vite's build files: /assets/<name>-<8-character hash>.js or .css. */
const HASHED_BUILD_FILE = /^\/assets\/[\w-]+-[\w-]{8}\.(?:js|css)$/;

const NONE: RequestRoute = { strategy: "none" };

export function routeRequest(request: RoutedRequest, origin: string): RequestRoute {
  if (request.method !== "GET") return NONE;
  const url = new URL(request.url);
  if (url.origin !== origin) return NONE;
  if (request.mode === "navigate") return { strategy: "page" };
  if (url.pathname === SERVICE_WORKER_PATH) return NONE;
  if (!url.search && HASHED_BUILD_FILE.test(url.pathname)) return { strategy: "cache-first", cache: "assets" };
  if (!url.search && (VERSIONED_IMAGE.test(url.pathname) || PHOTO_PATH.test(url.pathname)))
    return { strategy: "cache-first", cache: "images" };
  return { strategy: "network-first", cache: "data" };
}
