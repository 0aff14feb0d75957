import { PHOTO_FORMATS, PHOTO_PATH, PHOTO_WIDTHS } from "../../shared/menu/photo-variants";
import { IMMUTABLE } from "../http/response-headers";
import { VARIANT_CONTENT_TYPES, variantObjectKey } from "./variant-files";

/**
 * The variant a path names, matched on the raw, still percent-encoded path: `%2F`, `%2e%2e` and
 * anything else the contract's pattern does not spell out name nothing.
 */
function variantAt(pathname: string): { objectKey: string; contentType: string } | null {
  const [, key, width, extension] = PHOTO_PATH.exec(pathname) ?? [];
  const size = PHOTO_WIDTHS.find((known) => String(known) === width);
  const format = PHOTO_FORMATS.find((known) => known === extension);
  if (!key || !size || !format) return null;
  return { objectKey: variantObjectKey(key, size, format), contentType: VARIANT_CONTENT_TYPES[format] };
}

function headersOf(object: R2Object, contentType: string): Record<string, string> {
  return {
    "Content-Type": contentType,
    "Content-Length": String(object.size),
    "Cache-Control": IMMUTABLE,
    ETag: object.httpEtag,
  };
}

/** Its own edge cache, as the pages have theirs (page-response.ts): purging one never touches the other. */
const PHOTO_CACHE_NAME = "photos";

/**
 * How long a data centre keeps its copy of a variant: an hour, well inside the undo window, so
 * a photo the daily cleanup deleted stops being served everywhere within the hour after. The
 * Cache API is per data centre, so a copy cannot be purged everywhere; it has to expire.
 */
const EDGE_SECONDS = 60 * 60;

/** The edge's copy, sent to the browser as immutable again. */
function fromEdge(cached: Response): Response {
  const response = new Response(cached.body, cached);
  response.headers.set("Cache-Control", IMMUTABLE);
  return response;
}

/**
 * A photo variant from R2 behind the edge cache, or null when the path names no stored variant.
 * A variant never changes under its name and a key is never reused, so browsers keep it for a
 * year; the edge keeps it for an hour. The security headers (nosniff, the resource policy) are
 * the middleware's.
 */
export async function servePhoto(
  request: Request,
  bucket: R2Bucket,
  waitUntil: (promise: Promise<unknown>) => void,
): Promise<Response | null> {
  const url = new URL(request.url);
  const variant = variantAt(url.pathname);
  if (!variant) return null;
  const cache = await caches.open(PHOTO_CACHE_NAME);
  // One entry per variant whatever the query string; matched with the request's conditional headers.
  const cacheKey = `${url.origin}${url.pathname}`;
  const cached = await cache.match(new Request(cacheKey, { headers: request.headers }));
  if (request.method === "HEAD") {
    if (cached) return fromEdge(new Response(null, cached));
    const object = await bucket.head(variant.objectKey);
    return object && new Response(null, { headers: headersOf(object, variant.contentType) });
  }
  if (cached) return fromEdge(cached);
  const object = await bucket.get(variant.objectKey);
  if (!object) return null;
  // A variant is a few hundred KB at most: read once and sent twice, with no tee between the
  // visitor and the cache, where a branch left unread can hold up the other.
  const bytes = await object.arrayBuffer();
  const stored = new Response(bytes, {
    headers: { ...headersOf(object, variant.contentType), "Cache-Control": `public, max-age=${EDGE_SECONDS}` },
  });
  waitUntil(cache.put(cacheKey, stored).catch((error: unknown) => console.warn("Photo cache put failed", error)));
  return new Response(bytes, { headers: headersOf(object, variant.contentType) });
}
