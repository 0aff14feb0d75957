import { SERVICE_WORKER_PATH } from "../../shared/offline/offline-contract";
import { VERSIONED_IMAGE } from "../../shared/pictures";
import { BUILD } from "../app/build-info";
import { IMMUTABLE } from "./response-headers";

const FILE_EXTENSION = /\.(?:js|mjs|css|json|map|svg|png|jpe?g|webp|avif|gif|ico|txt|xml|webmanifest|woff2?)$/i;

/** Paths that name a file of a known type are static assets, never pages. */
export function isAssetPath(pathname: string): boolean {
  return pathname.startsWith("/assets/") || FILE_EXTENSION.test(pathname);
}

/** Browsers check the service worker for an update on navigations; they must always ask the server. */
export const SERVICE_WORKER_CACHE = "no-cache";

function cacheControl(url: URL): string {
  if (url.pathname === SERVICE_WORKER_PATH) return SERVICE_WORKER_CACHE;
  if (url.pathname.startsWith("/assets/i18n/")) {
    // Translations are addressed with the build stamp in `cb`; only that URL is immutable (docs/caching.md).
    return url.searchParams.get("cb") === BUILD.stamp ? IMMUTABLE : "public, max-age=300";
  }
  if (url.pathname.startsWith("/assets/") || VERSIONED_IMAGE.test(url.pathname)) return IMMUTABLE;
  return "public, max-age=86400";
}

/** Serves a file of the client build, or null when there is no such file. */
export async function serveAsset(assets: Fetcher, request: Request): Promise<Response | null> {
  const response = await assets.fetch(request);
  if (response.status === 404) return null;
  const headers = new Headers(response.headers);
  if (response.ok) headers.set("Cache-Control", cacheControl(new URL(request.url)));
  return new Response(response.body, { status: response.status, headers });
}
