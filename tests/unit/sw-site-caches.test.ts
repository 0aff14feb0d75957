import { describe, expect, it } from "vitest";
import { CACHE_LIMITS, cacheName, isOutdatedCache, putBounded, siteCaches } from "../../client/service-worker/site-caches";
import { isStorable } from "../../client/service-worker/storable-response";
import { FakeCache, FakeCacheStorage } from "./fake-cache-storage";

const STAMP = "20261122T180500000Z";
const url = (n: number) => `http://127.0.0.1/page-${n}`;

describe("cache bounds", () => {
  it("keep at most 30 pages and 60 images, and fewer of everything else", () => {
    expect(CACHE_LIMITS.pages).toBe(30);
    expect(CACHE_LIMITS.images).toBe(60);
    expect(Math.max(...Object.values(CACHE_LIMITS))).toBe(60);
  });

  it("drop the entry stored longest ago once a cache is over its limit", async () => {
    const cache = new FakeCache();
    for (let n = 1; n <= 5; n++) await putBounded(cache, url(n), new Response(`${n}`), 3);
    expect([...cache.entries.keys()]).toEqual([url(3), url(4), url(5)]);
  });

  it("count a page stored again as the newest", async () => {
    const cache = new FakeCache();
    for (const n of [1, 2, 3, 1, 4]) await putBounded(cache, url(n), new Response(`${n}`), 3);
    expect([...cache.entries.keys()]).toEqual([url(3), url(1), url(4)]);
  });

  it("hold 30 pages after 100 visits, the last 30 of them", async () => {
    const storage = new FakeCacheStorage();
    const caches = siteCaches(storage.asCacheStorage(), STAMP);
    for (let n = 1; n <= 100; n++) await caches.keep("pages", url(n), new Response(`${n}`));
    expect(await caches.urls("pages")).toEqual(Array.from({ length: 30 }, (_, i) => url(71 + i)));
  });
});

describe("cache names", () => {
  it("carry the kind and the build's stamp", () => {
    expect(cacheName("pages", STAMP)).toBe(`grill-pages-${STAMP}`);
  });

  it("of another build are outdated; this build's and other sites' caches are not", () => {
    expect(isOutdatedCache(`grill-pages-20261101T000000000Z`, STAMP)).toBe(true);
    expect(isOutdatedCache(`grill-images-20261101T000000000Z`, STAMP)).toBe(true);
    expect(isOutdatedCache(cacheName("images", STAMP), STAMP)).toBe(false);
    expect(isOutdatedCache("someone-elses-cache", STAMP)).toBe(false);
  });
});

describe("storage faults never reach the page", () => {
  it("a quota error while keeping a copy is swallowed; while installing it fails the install", async () => {
    const caches = siteCaches(new FakeCacheStorage(new Set(["put"])).asCacheStorage(), STAMP);
    await expect(caches.keep("pages", url(1), new Response("x"))).resolves.toBeUndefined();
    await expect(caches.store("pages", url(1), new Response("x"))).rejects.toThrow(/put failed/);
  });

  it.each(["open", "match", "keys"])("storage whose %s fails reads as empty", async (operation) => {
    const caches = siteCaches(new FakeCacheStorage(new Set([operation])).asCacheStorage(), STAMP);
    expect(await caches.find("pages", url(1))).toBeUndefined();
    expect(await caches.urls("pages")).toEqual([]);
  });
});

describe("what may be stored", () => {
  it("a whole, successful answer", () => {
    expect(isStorable(new Response("ok", { headers: { "Cache-Control": "public, max-age=0, must-revalidate" } }))).toBe(true);
  });

  it.each([
    ["a 404", new Response("gone", { status: 404 })],
    ["a 500", new Response("broken", { status: 500 })],
    ["a 503", new Response("later", { status: 503, headers: { "Retry-After": "30" } })],
    ["partial content", new Response("part", { status: 206 })],
    ["no-store", new Response("secret", { headers: { "Cache-Control": "private, no-store" } })],
  ])("never %s", (_, response) => {
    expect(isStorable(response)).toBe(false);
  });
});
