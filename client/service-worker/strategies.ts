import { LANGS, type Lang } from "../../shared/i18n/lang";
import { langOfPath, pagePath } from "../../shared/site/site-pages";
import { offlineCopyResponse, offlinePageResponse, stampedCopy } from "./page-copies";
import type { CacheKind, SiteCaches } from "./site-caches";
import { isHtml, isStorable } from "./storable-response";

/**
 * How long a navigation waits for the network before a stored copy is shown. A working phone
 * connection, even a slow 3G one, has the page's first byte well within 2 s (a few round trips
 * of 300–400 ms for DNS, TLS and the request; the edge answers from its cache in
 * milliseconds). Much beyond 3 s is where visitors give up on a page, and on a connection that
 * is there but carries nothing (a cellar, a train between stations) the fetch may take a minute
 * to fail. So after 3 s the copy, with its notice, is the better answer; the network's page still
 * arrives in the background and replaces the copy for the next visit.
 */
export const NAVIGATION_TIMEOUT_MS = 3000;

/** What a strategy needs of a fetch event. */
export interface FetchContext {
  request: Request;
  /** The network's answer already under way (navigation preload), or undefined. */
  preloaded: Promise<Response | undefined>;
  waitUntil(promise: Promise<unknown>): void;
  caches: SiteCaches;
}

/**
 * The network's answer; when it may be stored, `keep` stores a copy in the background. It
 * rejects only when the network fails: keeping the copy is a branch of its own, so a fault
 * there never turns into an answer from the cache.
 */
function fromNetwork(context: FetchContext, keep: (copy: Response) => Promise<void>): Promise<Response> {
  const response = context.preloaded.then((preloaded) => preloaded ?? fetch(context.request));
  // Registered before any caller's handlers, so the copy is cloned before the page reads the body.
  context.waitUntil(response.then((answer) => (isStorable(answer) ? keep(answer.clone()) : undefined)).catch(() => undefined));
  return response;
}

const timeout = (ms: number) => new Promise<undefined>((resolve) => setTimeout(resolve, ms));

async function storedCopy({ caches, request }: FetchContext): Promise<Response | undefined> {
  const stored = await caches.find("pages", request.url);
  return stored && offlineCopyResponse(stored).catch(() => undefined);
}

async function offlinePage({ caches, request }: FetchContext): Promise<Response> {
  const url = new URL(request.url);
  const stored = await caches.find("offline", new URL(pagePath("offline", langOfPath(url.pathname)), url).href);
  if (!stored) throw new Error("No offline page stored");
  const saved = new Set((await caches.urls("pages")).map((stored) => new URL(stored).pathname + new URL(stored).search));
  return offlinePageResponse(stored, saved);
}

type NetworkOutcome = { response: Response } | { failed: true };

/**
 * Page navigations: the network first; a stored copy if it fails or takes too long; else the
 * site's offline page. Only the network failing leads to a copy: any other fault rejects, and
 * the guard then answers from the network.
 */
export async function pageStrategy(context: FetchContext): Promise<Response> {
  const network = fromNetwork(context, (copy) =>
    isHtml(copy) ? context.caches.keep("pages", context.request.url, stampedCopy(copy, Date.now())) : Promise.resolve(),
  );
  const outcome = network.then(
    (response): NetworkOutcome => ({ response }),
    (): NetworkOutcome => ({ failed: true }),
  );
  const early = await Promise.race([outcome, timeout(NAVIGATION_TIMEOUT_MS)]);
  if (early && "response" in early) return early.response;
  if (!early) {
    const copy = await storedCopy(context);
    if (copy) return copy;
    const late = await outcome;
    if ("response" in late) return late.response;
  }
  return (await storedCopy(context)) ?? offlinePage(context);
}

/** Files that never change: the stored copy, else the network (and a copy for next time). */
export async function cacheFirstStrategy(context: FetchContext, kind: CacheKind): Promise<Response> {
  const stored = await context.caches.find(kind, context.request.url);
  return stored ?? fromNetwork(context, (copy) => context.caches.keep(kind, context.request.url, copy));
}

/** Anything else: the network, and the stored copy only when the network fails. */
export async function networkFirstStrategy(context: FetchContext, kind: CacheKind): Promise<Response> {
  const network = fromNetwork(context, (copy) => context.caches.keep(kind, context.request.url, copy));
  const response = await network.catch(() => undefined);
  return response ?? (await context.caches.find(kind, context.request.url)) ?? network;
}

/**
 * What the install stores, all or nothing: the menu in the visitor's language, the offline
 * page in both, and the build files the menu needs (its styles, its script, its islands).
 */
export async function precache(caches: SiteCaches, origin: string, lang: Lang, buildFiles: readonly string[]): Promise<void> {
  const fetched = async (path: string, init?: RequestInit) => {
    const url = new URL(path, origin).href;
    const response = await fetch(url, init);
    if (!isStorable(response)) throw new Error(`${path} answered ${response.status}`);
    return { url, response };
  };
  // Pages revalidate with the server; build files may come from the HTTP cache, they never change.
  const page = async (kind: CacheKind, path: string) => {
    const { url, response } = await fetched(path, { cache: "no-cache" });
    await caches.store(kind, url, stampedCopy(response, Date.now()));
  };
  await Promise.all([
    page("pages", pagePath("offer", lang)),
    ...LANGS.map((offlineLang) => page("offline", pagePath("offline", offlineLang))),
    ...buildFiles.map(async (path) => {
      const { url, response } = await fetched(path);
      await caches.store("assets", url, response);
    }),
  ]);
}
