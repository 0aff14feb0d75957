import { LANGS } from "../../shared/i18n/lang";
import { CACHE_PREFIX } from "../../shared/offline/offline-contract";

/**
 * The worker's caches, each named with the build's stamp:
 * - pages: pages as the visitor saw them, and the menu stored at install
 * - offline: the offline page in every language, stored at install
 * - assets: the build's scripts and styles (hashed names)
 * - images: pictures and icons (versioned names), the owner's photos (named by their upload)
 * - data: other same-origin GETs
 */
export type CacheKind = "pages" | "offline" | "assets" | "images" | "data";

/** At most this many entries per cache; the one stored longest ago goes first, so a phone never fills up. */
export const CACHE_LIMITS: Readonly<Record<CacheKind, number>> = {
  pages: 30,
  offline: LANGS.length,
  assets: 40,
  images: 60,
  data: 30,
};

export function cacheName(kind: CacheKind, stamp: string): string {
  return `${CACHE_PREFIX}${kind}-${stamp}`;
}

/** A cache of this worker made by another build: the new build removes it when it takes over. */
export function isOutdatedCache(name: string, stamp: string): boolean {
  return name.startsWith(CACHE_PREFIX) && !name.endsWith(`-${stamp}`);
}

export type CacheLike = Pick<Cache, "put" | "keys" | "delete">;

/**
 * Stores a response and drops the oldest entries beyond the limit. A key stored again moves
 * to the end (the Cache API replaces the entry), so a page seen again counts as new.
 */
export async function putBounded(cache: CacheLike, key: string, response: Response, limit: number): Promise<void> {
  await cache.put(key, response);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - limit)).map((request) => cache.delete(request)));
}

export interface SiteCaches {
  /** Stores, or rejects (a quota error, a disk failure): for the install, which must store everything or nothing. */
  store(kind: CacheKind, key: string, response: Response): Promise<void>;
  /** Stores if it can; a failure only means there will be no copy. */
  keep(kind: CacheKind, key: string, response: Response): Promise<void>;
  /** The stored response, or undefined when there is none or it cannot be read. */
  find(kind: CacheKind, key: string): Promise<Response | undefined>;
  /** The stored URLs, or none when the cache cannot be read. */
  urls(kind: CacheKind): Promise<string[]>;
}

export function siteCaches(storage: CacheStorage, stamp: string): SiteCaches {
  const open = (kind: CacheKind) => storage.open(cacheName(kind, stamp));
  const store = async (kind: CacheKind, key: string, response: Response) => putBounded(await open(kind), key, response, CACHE_LIMITS[kind]);
  return {
    store,
    keep: (kind, key, response) => store(kind, key, response).catch(() => undefined),
    async find(kind, key) {
      try {
        // Slovenian pages vary on the language cookie, which a worker's requests never show.
        return await (await open(kind)).match(key, { ignoreVary: true });
      } catch {
        return undefined;
      }
    },
    async urls(kind) {
      try {
        return (await (await open(kind)).keys()).map((request) => request.url);
      } catch {
        return [];
      }
    },
  };
}
