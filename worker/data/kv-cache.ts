import { cacheEntry, type EntryMetadata, metadataOf } from "./cache-entry";
import type { DataVersions } from "./data-versions";
import { cacheKey, DataUnavailableError, type DataRead, type DatasetName } from "./datasets";

export interface CacheOptions {
  kv: KVNamespace;
  /** Lets a refresh outlive the response (ctx.waitUntil). */
  waitUntil(promise: Promise<unknown>): void;
  now?: () => number;
  /**
   * After this long without knowing that a stored value is still the source's, it is stale:
   * still served, and checked in the background (DATA_FRESH_SECONDS).
   */
  softTtlMs: number;
  /**
   * The datasets' change counts (data-versions.ts). With them a stale value is checked by one
   * read of the counts, and its dataset is read again only when its count moved; without them
   * a stale value is always read again.
   */
  versions?: () => Promise<DataVersions>;
  /** After a failed refresh, the source is left alone this long (per isolate). */
  retryAfterFailureMs?: number;
  /**
   * How long a read of the source may take (the Firestore client's timeout). A request that
   * finds KV empty while another request's read is under way waits for that read this long
   * at most, then reads the source itself.
   */
  readTimeoutMs?: number;
  log?: (message: string, error?: unknown) => void;
}

const DEFAULT_RETRY_AFTER_FAILURE_MS = 30_000;
const DEFAULT_READ_TIMEOUT_MS = 5_000;
/** A background refresh another request started less than this long ago is left to finish (or time out). */
const REFRESH_WINDOW_MS = 15_000;
/** A waiting request looks at the read it waits for after 5 ms, then ever less often, at least every 50 ms. */
const FIRST_LOOK_MS = 5;
const LOOK_AT_LEAST_EVERY_MS = 50;

/** The last read of the source this isolate started; `outcome` is set once it has an answer. */
interface Flight {
  startedAt: number;
  outcome?: { read: DataRead<unknown> } | { error: unknown };
}

// Per isolate, and plain data only: once the request that started a read is cancelled, its
// promise may never settle, and the runtime wakes no request for another request's promise.
// So requests share what they know (a read under way and its outcome, when one failed), never
// a promise, and a waiting request looks at the shared outcome on its own timer (docs/decisions/006).
const flights = new Map<string, Flight>();
const lastFailure = new Map<string, number>();
// Per isolate: the stored text last checked for each key and its value, or null when it failed
// the check, so that each stored version is parsed and validated once, not on every request.
const checked = new Map<string, { text: string; value: unknown }>();
// Per isolate: the last sound read of each key, served while KV holds a value that is not, or
// an older one because KV could not store the read.
const lastGood = new Map<string, DataRead<unknown>>();
// Per isolate: when this isolate last knew that the stored entry (by its fetchedAt and etag) was
// still the source's. A check that finds nothing changed writes nothing to KV, so the entry's own
// fetchedAt does not move: this is what keeps it fresh for the next DATA_FRESH_SECONDS.
const verified = new Map<string, { entry: string; at: number }>();

// Per isolate: the keys whose last read this isolate could not store in KV.
const unstored = new Set<string>();

const entryId = (metadata: Pick<EntryMetadata, "fetchedAt" | "etag">) => `${metadata.fetchedAt}:${metadata.etag}`;

/** Which version of the source a refresh stores its value under. */
interface RefreshOptions<T> {
  /** The stored entry's metadata when the caller has read it; undefined: read here. */
  previous?: EntryMetadata | null;
  /** The dataset's change count to store with the value; undefined: read the counts first. */
  version?: number | null;
  /** The stored value: kept, and the source not read, when its count is still the source's. */
  unlessCurrent?: DataRead<T>;
}

/**
 * Stale-while-revalidate over KV with a last-known-good fallback: a fresh value is served;
 * a stale one is served while the source is read in the background; when the source fails,
 * the stored value keeps being served (entries never expire on their own). Only when
 * nothing was ever stored and the source fails does the read throw DataUnavailableError.
 */
export function kvCache(options: CacheOptions) {
  const now = options.now ?? Date.now;
  const softTtl = options.softTtlMs;
  const retryAfterFailure = options.retryAfterFailureMs ?? Math.min(DEFAULT_RETRY_AFTER_FAILURE_MS, softTtl);
  const log = options.log ?? ((message, error) => console.warn(message, error));
  const readTimeout = options.readTimeoutMs ?? DEFAULT_READ_TIMEOUT_MS;
  // Within one request (this cache), reads of a key share one refresh.
  const inFlight = new Map<string, Promise<DataRead<unknown>>>();
  const resting = (key: string) => now() - (lastFailure.get(key) ?? -Infinity) < retryAfterFailure;

  async function storedMetadata(key: string): Promise<EntryMetadata | null> {
    const { value, metadata } = await options.kv.getWithMetadata(key, "stream");
    await value?.cancel();
    return metadataOf(metadata);
  }

  // Within one request, concurrent checks share one read of the change counts.
  let versionsRead: Promise<DataVersions> | undefined;
  async function versionOf(name: DatasetName): Promise<number | null> {
    if (!options.versions) return null;
    versionsRead ??= options.versions().finally(() => (versionsRead = undefined));
    return (await versionsRead)[name];
  }

  function markVerified(key: string, metadata: Pick<EntryMetadata, "fetchedAt" | "etag">): void {
    verified.set(key, { entry: entryId(metadata), at: now() });
  }

  /** When this isolate last knew the stored entry to be the source's: its own read, or a later check. */
  function knownAt(key: string, metadata: Pick<EntryMetadata, "fetchedAt" | "etag">): number {
    const check = verified.get(key);
    // A check from a later time than now belongs to another clock (tests that set it back).
    const checkedAt = check && check.entry === entryId(metadata) && check.at <= now() ? check.at : -Infinity;
    return Math.max(metadata.fetchedAt, checkedAt);
  }

  /**
   * Reads the source into the cache, unless `unlessCurrent` is given and the dataset's change
   * count is still the stored one. KV is written only when the content or its count changed:
   * a refresh that finds the same data costs no KV write.
   */
  async function refresh<T>(name: DatasetName, load: () => Promise<T>, refreshOptions: RefreshOptions<T> = {}): Promise<DataRead<T>> {
    const key = cacheKey(name);
    const running = inFlight.get(key);
    if (running) return running as Promise<DataRead<T>>;
    const flight: Flight = { startedAt: now() };
    const task = (async () => {
      try {
        const { previous, unlessCurrent } = refreshOptions;
        // The count is read before the data, so a stored count never claims a change its value lacks.
        const version = refreshOptions.version !== undefined ? refreshOptions.version : await versionOf(name);
        if (unlessCurrent && previous && version !== null && previous.version === version) {
          markVerified(key, unlessCurrent);
          lastFailure.delete(key);
          flight.outcome = { read: unlessCurrent };
          return unlessCurrent;
        }
        const [value, before] = await Promise.all([load(), previous === undefined ? storedMetadata(key) : previous]);
        const entry = await cacheEntry(value, version, now(), before);
        const { json } = entry;
        let metadata = entry.metadata;
        if (before && before.etag === metadata.etag && before.version === version) {
          metadata = before;
        } else {
          // The source answered: a cache that cannot store it (KV busy, failing, or past its daily
          // writes) must not lose the answer, nor read the source again for every request.
          await options.kv.put(key, json, { metadata }).then(
            () => unstored.delete(key),
            (error: unknown) => {
              unstored.add(key);
              log(`KV write of ${key} failed; served what the source read`, error);
            },
          );
        }
        const read: DataRead<T> = { value, etag: metadata.etag, fetchedAt: metadata.fetchedAt, changedAt: metadata.changedAt };
        markVerified(key, metadata);
        lastFailure.delete(key);
        checked.set(key, { text: json, value });
        lastGood.set(key, read);
        flight.outcome = { read };
        return read;
      } catch (error) {
        // Once for all the requests that fail while the source is down, not once for each.
        if (!resting(key)) log(`Refresh of ${key} failed; serving the last known good value, if there is one`, error);
        lastFailure.set(key, now());
        flight.outcome = { error };
        throw error;
      } finally {
        inFlight.delete(key);
      }
    })();
    inFlight.set(key, task);
    flights.set(key, flight);
    // The read outlives a request that goes away, so the requests waiting for it still get it
    // where the runtime lets it finish; where it does not, they take over (readFromSource).
    options.waitUntil(task.catch(() => undefined));
    return task;
  }

  /** The stored text's value if it passes the dataset's schema; a value that does not is logged once per stored version. */
  function checkedValue<T>(key: string, text: string, parse: (value: unknown) => T): { value: T } | null {
    const known = checked.get(key);
    if (known?.text === text) return known.value === null ? null : { value: known.value as T };
    let value: T | null = null;
    try {
      value = parse(JSON.parse(text));
    } catch (error) {
      log(`KV value of ${key} is not valid; treated as a failed source`, error);
    }
    checked.set(key, { text, value });
    return value === null ? null : { value };
  }

  /** Unless the source failed a moment ago, or another request is refreshing the key already. */
  function refreshInBackground<T>(name: DatasetName, load: () => Promise<T>, refreshOptions: RefreshOptions<T>): void {
    const key = cacheKey(name);
    const flight = flights.get(key);
    if (resting(key) || (flight && !flight.outcome && now() - flight.startedAt < REFRESH_WINDOW_MS)) return;
    // A failure is logged by the refresh itself; refresh hands the read to waitUntil.
    void refresh(name, load, refreshOptions).catch(() => undefined);
  }

  /** The flight's outcome, looked at on this request's own timer; undefined once it is replaced or `waitMs` has passed. */
  async function outcomeOf(key: string, flight: Flight, waitMs: number): Promise<Flight["outcome"]> {
    let waited = 0;
    for (let pause = FIRST_LOOK_MS; !flight.outcome && flights.get(key) === flight && waited < waitMs;) {
      await new Promise((resolve) => setTimeout(resolve, pause));
      waited += pause;
      pause = Math.min(pause * 2, LOOK_AT_LEAST_EVERY_MS, Math.max(waitMs - waited, 1));
    }
    return flight.outcome;
  }

  /**
   * Nothing usable stored: the source's answer. While another request of this isolate reads
   * it, this one waits for that read's outcome instead of reading it again. A read older than
   * the read timeout has lost its request (cancelled, or never to settle): the first waiter
   * to notice reads the source itself, and the others take that read's outcome. A read that
   * had settled before this request came is not reused: KV was emptied since (a purge).
   */
  async function readFromSource<T>(name: DatasetName, load: () => Promise<T>): Promise<DataRead<T>> {
    const key = cacheKey(name);
    const own = inFlight.get(key);
    if (own) return own as Promise<DataRead<T>>;
    const take = (outcome: NonNullable<Flight["outcome"]>): DataRead<T> => {
      if ("read" in outcome) return outcome.read as DataRead<T>;
      throw outcome.error;
    };
    for (let waited = false; ; waited = true) {
      const flight = flights.get(key);
      // A read that settled while this request waited for an older one (which lost its request).
      if (waited && flight?.outcome) return take(flight.outcome);
      const left = flight && !flight.outcome ? flight.startedAt + readTimeout - now() : 0;
      // On an empty cache the count is not read first: one call per dataset. The next check reads it.
      if (!flight || left <= 0) return refresh(name, load, { previous: null, version: null });
      const outcome = await outcomeOf(key, flight, left);
      if (outcome) return take(outcome);
    }
  }

  /**
   * `parse` checks a value read back from KV, as the source checks what it reads: a stored
   * value that fails is treated like a failed source (the last good value this isolate read is
   * served while the source is asked again).
   */
  async function read<T>(name: DatasetName, load: () => Promise<T>, parse: (value: unknown) => T): Promise<DataRead<T>> {
    const key = cacheKey(name);
    const stored = await options.kv.getWithMetadata(key, "text").catch((error: unknown) => {
      log(`KV read of ${key} failed`, error);
      return null;
    });
    const metadata = metadataOf(stored?.metadata);
    const good = lastGood.get(key) as DataRead<T> | undefined;
    const sound = stored?.value != null && metadata ? checkedValue(key, stored.value, parse) : null;
    let served: DataRead<T> | undefined;
    if (sound && metadata) {
      const { fetchedAt, etag, changedAt } = metadata;
      served = { value: sound.value, fetchedAt, etag, changedAt };
    }
    // KV did not take this isolate's last read (its write failed): that read is the newer one.
    if (good && unstored.has(key) && (!served || good.fetchedAt > served.fetchedAt)) served = good;
    else if (served) lastGood.set(key, served);
    if (served) {
      if (now() - knownAt(key, served) >= softTtl) refreshInBackground(name, load, { previous: metadata, unlessCurrent: served });
      return served;
    }
    if (metadata && good) {
      // KV holds a value that fails its schema.
      refreshInBackground(name, load, { previous: null });
      return good;
    }
    try {
      return await readFromSource(name, load);
    } catch (error) {
      throw new DataUnavailableError(`${name} is unavailable`, { cause: error });
    }
  }

  /**
   * A refresh that begins after this call: one already running may have read the source (or its
   * change counts) before a write. The counts are read anew, after the write.
   */
  async function refreshAfterWrite<T>(name: DatasetName, load: () => Promise<T>): Promise<DataRead<T>> {
    await inFlight.get(cacheKey(name))?.catch(() => undefined);
    await versionsRead?.catch(() => undefined);
    return refresh(name, load);
  }

  /**
   * The cron's work, given the change counts it read once: every dataset whose stored count is
   * not the source's is read again (all of them when `all`); the others are not read at all.
   */
  async function refreshChanged<T>(name: DatasetName, load: () => Promise<T>, version: number, all: boolean): Promise<void> {
    const key = cacheKey(name);
    const previous = await storedMetadata(key).catch(() => null);
    if (!all && previous?.version === version) {
      markVerified(key, previous);
      return;
    }
    await refresh(name, load, { previous, version });
  }

  return { read, refresh, refreshAfterWrite, refreshChanged };
}
