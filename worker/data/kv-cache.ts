import { cacheKey, contentHash, DataUnavailableError, type DataRead, type DatasetName } from "./datasets";

export interface CacheOptions {
  kv: KVNamespace;
  /** Lets a refresh outlive the response (ctx.waitUntil). */
  waitUntil(promise: Promise<unknown>): void;
  now?: () => number;
  /** After this age a value is stale: still served, refreshed in the background. */
  softTtlMs?: number;
  /** After a failed refresh, the source is left alone this long (per isolate). */
  retryAfterFailureMs?: number;
  log?: (message: string, error?: unknown) => void;
}

interface EntryMetadata {
  fetchedAt: number;
  etag: string;
  changedAt: number;
}

const DEFAULT_SOFT_TTL_MS = 5 * 60_000;
const DEFAULT_RETRY_AFTER_FAILURE_MS = 30_000;

// Per isolate: at most one refresh per key at a time, and a pause after a failure.
const inFlight = new Map<string, Promise<DataRead<unknown>>>();
const lastFailure = new Map<string, number>();

function isMetadata(value: unknown): value is EntryMetadata {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as EntryMetadata).fetchedAt === "number" &&
    typeof (value as EntryMetadata).etag === "string" &&
    typeof (value as EntryMetadata).changedAt === "number"
  );
}

/**
 * Stale-while-revalidate over KV with a last-known-good fallback: a fresh value is served;
 * a stale one is served while the source is read in the background; when the source fails,
 * the stored value keeps being served (entries never expire on their own). Only when
 * nothing was ever stored and the source fails does the read throw DataUnavailableError.
 */
export function kvCache(options: CacheOptions) {
  const now = options.now ?? Date.now;
  const softTtl = options.softTtlMs ?? DEFAULT_SOFT_TTL_MS;
  const retryAfterFailure = options.retryAfterFailureMs ?? Math.min(DEFAULT_RETRY_AFTER_FAILURE_MS, softTtl);
  const log = options.log ?? ((message, error) => console.warn(message, error));

  async function storedMetadata(key: string): Promise<EntryMetadata | null> {
    const { value, metadata } = await options.kv.getWithMetadata<EntryMetadata>(key, "stream");
    await value?.cancel();
    return isMetadata(metadata) ? metadata : null;
  }

  /** Reads the source into the cache. `previous` is the stored metadata when the caller has it. */
  async function refresh<T>(name: DatasetName, load: () => Promise<T>, previous?: EntryMetadata | null): Promise<DataRead<T>> {
    const key = cacheKey(name);
    const running = inFlight.get(key);
    if (running) return running as Promise<DataRead<T>>;
    const task = (async () => {
      try {
        const [value, before] = await Promise.all([load(), previous === undefined ? storedMetadata(key) : previous]);
        const json = JSON.stringify(value);
        const etag = await contentHash(json);
        const fetchedAt = now();
        const changedAt = before?.etag === etag ? before.changedAt : fetchedAt;
        const read: DataRead<T> = { value, etag, fetchedAt, changedAt };
        const metadata: EntryMetadata = { fetchedAt, etag, changedAt };
        // The source answered: a cache that cannot store it (KV busy or failing) must not lose the answer.
        await options.kv
          .put(key, json, { metadata })
          .catch((error: unknown) => log(`KV write of ${key} failed; served what the source read`, error));
        lastFailure.delete(key);
        return read;
      } catch (error) {
        lastFailure.set(key, now());
        throw error;
      } finally {
        inFlight.delete(key);
      }
    })();
    inFlight.set(key, task);
    return task;
  }

  async function read<T>(name: DatasetName, load: () => Promise<T>): Promise<DataRead<T>> {
    const key = cacheKey(name);
    const stored = await options.kv.getWithMetadata<T, EntryMetadata>(key, "json").catch((error: unknown) => {
      log(`KV read of ${key} failed`, error);
      return null;
    });
    if (stored?.value != null && isMetadata(stored.metadata)) {
      const cached: DataRead<T> = { value: stored.value, ...stored.metadata };
      const age = now() - cached.fetchedAt;
      const resting = now() - (lastFailure.get(key) ?? -Infinity) < retryAfterFailure;
      if (age >= softTtl && !resting) {
        options.waitUntil(
          refresh(name, load, stored.metadata).catch((error: unknown) =>
            log(`Refresh of ${key} failed; serving the last known good value`, error),
          ),
        );
      }
      return cached;
    }
    try {
      return await refresh(name, load, null);
    } catch (error) {
      log(`Nothing cached for ${key} and the source failed`, error);
      throw new DataUnavailableError(`${name} is unavailable`, { cause: error });
    }
  }

  /** A refresh that begins after this call: one already running may have read the source before a write. */
  async function refreshAfterWrite<T>(name: DatasetName, load: () => Promise<T>): Promise<DataRead<T>> {
    await inFlight.get(cacheKey(name))?.catch(() => undefined);
    return refresh(name, load);
  }

  return { read, refresh, refreshAfterWrite };
}
