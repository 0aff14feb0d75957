import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stampedCopy } from "../../client/service-worker/page-copies";
import { siteCaches, type SiteCaches } from "../../client/service-worker/site-caches";
import {
  cacheFirstStrategy,
  NAVIGATION_TIMEOUT_MS,
  networkFirstStrategy,
  pageStrategy,
  type FetchContext,
} from "../../client/service-worker/strategies";
import { FakeCacheStorage } from "./fake-cache-storage";

const ORIGIN = "http://127.0.0.1:8787";
const FETCHED_AT = Date.UTC(2026, 10, 22, 17, 5);
const html = (lang: string, body: string) =>
  `<!doctype html><html lang="${lang}"><body><main><template id="offline-notice">Brez povezave: cenik z dne {{date}} ob {{time}}; cene so se lahko spremenile.</template>${body}</main></body></html>`;
function htmlResponse(text: string, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  if (!headers.has("Content-Type")) headers.set("Content-Type", "text/html; charset=UTF-8");
  return new Response(text, { ...init, headers });
}

let caches: SiteCaches;
let background: Promise<unknown>[];

function context(path: string): FetchContext {
  return {
    request: new Request(`${ORIGIN}${path}`),
    preloaded: Promise.resolve(undefined),
    waitUntil: (promise) => background.push(promise),
    caches,
  };
}

async function settled(): Promise<void> {
  await Promise.all(background);
}

beforeEach(() => {
  caches = siteCaches(new FakeCacheStorage().asCacheStorage(), "stamp");
  background = [];
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("page navigations", () => {
  it("online, show the network's page and keep it", async () => {
    vi.stubGlobal("fetch", async () => htmlResponse(html("sl", "<h1>fresh</h1>")));
    const response = await pageStrategy(context("/ponudba"));
    expect(await response.text()).toContain("<h1>fresh</h1>");
    await settled();
    expect(await caches.urls("pages")).toEqual([`${ORIGIN}/ponudba`]);
  });

  it("offline, show the stored copy with the notice of when it was fetched", async () => {
    await caches.store("pages", `${ORIGIN}/ponudba`, stampedCopy(htmlResponse(html("sl", "<h1>copy</h1>")), FETCHED_AT));
    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("Failed to fetch")));
    const text = await (await pageStrategy(context("/ponudba"))).text();
    expect(text).toContain("<h1>copy</h1>");
    expect(text).toContain("Brez povezave: cenik z dne 22. 11. 2026 ob 18.05");
  });

  it("offline without a copy, show the offline page of the page's language with the stored pages", async () => {
    await caches.store("pages", `${ORIGIN}/ponudba`, stampedCopy(htmlResponse(html("sl", "menu")), FETCHED_AT));
    const list = (lang: string) =>
      `<ul><li data-saved-page="/ponudba"><a href="/ponudba">Ponudba</a></li><li data-saved-page="/o-nas"><a href="/o-nas">O nas</a></li></ul>${lang}`;
    await caches.store("offline", `${ORIGIN}/brez-povezave`, stampedCopy(htmlResponse(list("sl")), FETCHED_AT));
    await caches.store("offline", `${ORIGIN}/en/brez-povezave`, stampedCopy(htmlResponse(list("en")), FETCHED_AT));
    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("Failed to fetch")));
    const text = await (await pageStrategy(context("/en/lokacija"))).text();
    expect(text).toBe('<ul><li data-saved-page="/ponudba"><a href="/ponudba">Ponudba</a></li></ul>en');
  });

  it(`wait ${NAVIGATION_TIMEOUT_MS} ms for a silent network, then show the copy; the network's page is kept when it comes`, async () => {
    vi.useFakeTimers();
    await caches.store("pages", `${ORIGIN}/ponudba`, stampedCopy(htmlResponse(html("sl", "<h1>copy</h1>")), FETCHED_AT));
    let arrive: (response: Response) => void = () => undefined;
    vi.stubGlobal("fetch", () => new Promise<Response>((resolve) => (arrive = resolve)));
    const answer = pageStrategy(context("/ponudba"));
    await vi.advanceTimersByTimeAsync(NAVIGATION_TIMEOUT_MS);
    expect(await (await answer).text()).toContain("<h1>copy</h1>");
    arrive(htmlResponse(html("sl", "<h1>late</h1>")));
    await settled();
    expect(await (await caches.find("pages", `${ORIGIN}/ponudba`))!.text()).toContain("<h1>late</h1>");
  });

  it("never keep an error page or a no-store page", async () => {
    for (const [path, response] of [
      ["/404", htmlResponse("not found", { status: 404 })],
      ["/ponudba", htmlResponse("down", { status: 503 })],
      ["/o-nas", htmlResponse("private", { headers: { "Cache-Control": "no-store" } })],
    ] as const) {
      vi.stubGlobal("fetch", async () => response);
      expect((await pageStrategy(context(path))).status).toBe(response.status);
    }
    await settled();
    expect(await caches.urls("pages")).toEqual([]);
  });

  it("a stored copy that cannot be read is no copy: the offline page instead", async () => {
    await caches.store("pages", `${ORIGIN}/ponudba`, htmlResponse(html("sl", "no fetch time")));
    await caches.store("offline", `${ORIGIN}/brez-povezave`, htmlResponse("offline page"));
    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("Failed to fetch")));
    expect(await (await pageStrategy(context("/ponudba"))).text()).toBe("offline page");
  });
});

describe("build files and data", () => {
  it("cache-first: a stored build file is served without asking the network", async () => {
    await caches.store("assets", `${ORIGIN}/assets/entry-w6jMatfr.js`, new Response("stored"));
    const network = vi.fn();
    vi.stubGlobal("fetch", network);
    expect(await (await cacheFirstStrategy(context("/assets/entry-w6jMatfr.js"), "assets")).text()).toBe("stored");
    expect(network).not.toHaveBeenCalled();
  });

  it("cache-first: a file not stored yet comes from the network and is kept", async () => {
    vi.stubGlobal("fetch", async () => new Response("from network"));
    expect(await (await cacheFirstStrategy(context("/img/cevapi-600.d997846397.avif"), "images")).text()).toBe("from network");
    await settled();
    expect(await caches.urls("images")).toEqual([`${ORIGIN}/img/cevapi-600.d997846397.avif`]);
  });

  it("network-first: the network's answer online, the stored one only when it fails", async () => {
    vi.stubGlobal("fetch", async () => new Response('{"v":2}'));
    expect(await (await networkFirstStrategy(context("/api/hrana"), "data")).text()).toBe('{"v":2}');
    await settled();
    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("Failed to fetch")));
    expect(await (await networkFirstStrategy(context("/api/hrana"), "data")).text()).toBe('{"v":2}');
    await expect(networkFirstStrategy(context("/api/boni"), "data")).rejects.toThrow("Failed to fetch");
  });
});
