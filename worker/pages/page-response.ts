import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { LANG_COOKIE, type Lang } from "../../shared/i18n/lang";
import type { PageDef } from "../../shared/site/site-pages";
import type { AppEnv } from "../app/app-env";
import { BUILD } from "../app/build-info";
import { appConfig, workerConfig } from "../app/config";
import { pageContentSecurityPolicy } from "../http/csp";
import { etagMatches } from "../http/etag";
import { RETRY_AFTER_SECONDS } from "../data/datasets";
import { dataVersion, lacksRequiredData, pageContent, pageEtag, readPageData } from "./page-data";
import { offerEtag, offeredLang, withLanguageOffer } from "./language-offer";
import { timeVersion, viewSearch } from "./page-key";
import { renderPage } from "./render-page";
import { renderOnce } from "./rendered-pages";

/** Browsers and shared caches revalidate every time; the ETag makes that a cheap 304. */
const CLIENT_CACHE = "public, max-age=0, must-revalidate";
/** A page that offers another language is for its visitor alone. */
const OFFER_CACHE = "private, max-age=0, must-revalidate";
/** A named edge cache (the Cache API), so that purging rendered pages never touches anything else. */
const PAGE_CACHE_NAME = "pages-v1";

/**
 * Renders a page, or serves it from the edge cache. The ETag and the cache key hold the page,
 * its view, the version of the data it shows and what the time changes in it, so a data
 * refresh, a purge or the restaurant opening makes new HTML appear at once. The rendered HTML
 * does not depend on the request's headers: the cookie's redirect is decided before this, and
 * the offer of the visitor's language (language-offer.ts) is added to what leaves, after the caches.
 */
export async function pageResponse(c: Context<AppEnv>, page: PageDef, lang: Lang, url: URL): Promise<Response> {
  const now = new Date();
  const config = workerConfig(c.env);
  const reads = await readPageData(c.var.repository, page);
  const content = pageContent(page, reads, now.getTime());
  const search = viewSearch(page, url.search, content.lunch !== null);
  // The switches are part of the key: a page must stop registering the worker as soon as it is
  // turned off, and carry the beacon (and its policy) as soon as a token is set.
  const etag = await pageEtag([
    BUILD.stamp,
    url.pathname,
    search,
    dataVersion(reads),
    timeVersion(now, content.hours, content.lunch),
    config.SERVICE_WORKER,
    config.CF_BEACON_TOKEN ?? "",
  ]);
  // Without the data it needs, the page still tells the visitor what to do (call), but with a
  // status crawlers retry rather than index, and that no cache keeps.
  const unavailable = lacksRequiredData(page, reads);
  const status = page.id === "notFound" ? 404 : unavailable ? 503 : 200;
  const offer = offeredLang(page, lang, c.req.header("Accept-Language"), getCookie(c, LANG_COOKIE));
  const headers: Record<string, string> = unavailable
    ? { "Cache-Control": "no-store", "Retry-After": String(RETRY_AFTER_SECONDS) }
    : offer
      ? { ETag: offerEtag(etag, offer), "Cache-Control": OFFER_CACHE }
      : { ETag: etag, "Cache-Control": CLIENT_CACHE };
  // Slovenian pages redirect a visitor who chose another language (the cookie) and offer theirs.
  if (lang === "sl" && page.indexable) headers.Vary = "Cookie, Accept-Language";
  const leaving = (html: string) => (offer ? withLanguageOffer(html, offer, page, search) : html);

  if (status === 200 && headers.ETag && etagMatches(c.req.header("If-None-Match"), headers.ETag)) {
    return new Response(null, { status: 304, headers });
  }

  const ttl = unavailable ? 0 : config.HTML_CACHE_TTL_SECONDS;
  const cacheKey = new Request(`${url.origin}/__page-cache${url.pathname}?v=${encodeURIComponent(etag)}`);
  const cache = ttl > 0 ? await caches.open(PAGE_CACHE_NAME) : null;
  const hit = await cache?.match(cacheKey);
  if (hit) {
    const response = new Response(offer ? leaving(await hit.text()) : hit.body, hit);
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
    response.headers.set("X-Page-Cache", "hit");
    return response;
  }

  const html = renderOnce(config, etag, () =>
    renderPage({
      page,
      lang,
      search,
      config: appConfig(config, BUILD.stamp, now),
      content,
      serviceWorker: config.SERVICE_WORKER === "on",
      beaconToken: config.CF_BEACON_TOKEN,
    }),
  );
  const responseHeaders = {
    ...headers,
    "Content-Type": "text/html; charset=UTF-8",
    "Content-Security-Policy": await pageContentSecurityPolicy(config.CF_BEACON_TOKEN !== undefined),
  };
  const response = new Response(leaving(html), { status, headers: responseHeaders });
  if (cache) {
    const stored = new Response(html, { status, headers: { ...responseHeaders, ETag: etag, "Cache-Control": `public, max-age=${ttl}` } });
    c.executionCtx.waitUntil(cache.put(cacheKey, stored).catch((error: unknown) => console.warn("Edge cache put failed", error)));
  }
  response.headers.set("X-Page-Cache", cache ? "miss" : "off");
  return response;
}
