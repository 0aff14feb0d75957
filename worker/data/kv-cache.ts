import { cacheEntry, type EntryMetadata, metadataOf } from "./cache-entry";
import type { ChangeCounts } from "./change-counts";
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
   * The datasets' change counts (change-counts.ts). With them a stale value is checked by one
   * read of the counts, and its dataset is read again only when its count moved; without them
   * a stale value is always read again.
   */
  changeCounts?: () => Promise<ChangeCounts>;
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

/** A stored entry by what it holds: the time it was read and its content's hash. */
type EntryId = string;
const entryId = (metadata: Pick<EntryMetadata, "fetchedAt" | "etag">): EntryId => `${metadata.fetchedAt}:${metadata.etag}`;

/** A read of the source this isolate started; `outcome` is set once it has an answer. */
interface Flight {
  startedAt: number;
  /** When the source last failed before this read; a failure soon after it is not logged again. */
  failedBefore?: number;
  outcome?: { read: DataRead<unknown> } | { error: unknown; at: number };
}

/**
 * What this isolate holds of a key's value:
 * - `none`: nothing yet.
 * - `stored`: KV's entry `id`, known to be the source's at `confirmedAt` (by a read, or a check
 *   that found its count unchanged); `value` once this isolate has read it (a cron's check has not).
 * - `unsound`: KV's entry `id`, whose `text` fails the dataset's schema (checked once per text);
 *   `good` is the last sound value this isolate had, served meanwhile.
 * - `unstored`: the source's answer that KV refused to store (busy, or past its daily writes),
 *   with the entry it was to be: served over KV's older entry, and written by the cron's next check.
 */
type Held =
  | { kind: "none" }
  | { kind: "stored"; id: EntryId; confirmedAt: number; value?: { text: string; read: DataRead<unknown> } }
  | { kind: "unsound"; id: EntryId; text: string; good: DataRead<unknown> | null }
  | { kind: "unstored"; id: EntryId; confirmedAt: number; read: DataRead<unknown>; json: string; metadata: EntryMetadata };

/**
 * Everything this isolate knows of one key: what it holds of the value, and its last read of the
 * source. Per isolate, and plain data only: once the request that started a read is cancelled,
 * its promise may never settle, and the runtime wakes no request for another request's promise.
 * So requests share what they know (a read under way and its outcome), never a promise, and a
 * waiting request looks at the shared outcome on its own timer (docs/decisions/006).
 */
interface KeyState {
  held: Held;
  flight?: Flight;
}

const states = new Map<string, KeyState>();
const stateOf = (key: string): KeyState => states.get(key) ?? { held: { kind: "none" } };
const hold = (key: string, held: Held) => states.set(key, { ...stateOf(key), held });

/** The last sound value this isolate had of the key. */
function goodOf(held: Held): DataRead<unknown> | null {
  if (held.kind === "stored") return held.value?.read ?? null;
  if (held.kind === "unstored") return held.read;
  return held.kind === "unsound" ? held.good : null;
}

/** When the source last failed, unless it answered since. */
function failedAt(flight: Flight | undefined): number | undefined {
  if (!flight?.outcome) return flight?.failedBefore;
  return "error" in flight.outcome ? flight.outcome.at : undefined;
}

/**
 * Whether a read at `version` may replace the stored entry `current`: not when `current` was
 * read at a higher count (a save's own refresh, which read after its commit, while this read
 * began before it). An entry of unknown count gives way, and so does the one the caller found
 * unusable (`replacing`); a read of unknown count replaces no entry of a known one.
 */
function mayReplace(current: EntryMetadata, version: number | null, replacing: EntryId | undefined): boolean {
  if (current.version === null || entryId(current) === replacing) return true;
  return version !== null && version >= current.version;
}

/** Whether entry `a` holds a later state of the source than `b`: by their counts where both are known, else by when they were read. */
function newer(a: EntryMetadata, b: EntryMetadata): boolean {
  if (a.version !== null && b.version !== null && a.version !== b.version) return a.version > b.version;
  return a.fetchedAt > b.fetchedAt;
}

/** Which change count of its dataset a refresh stores its value under (the entry's `version`). */
interface RefreshOptions<T> {
  /**
   * The stored entry's metadata as the caller found it: with `unlessCurrent`, its count is
   * compared; a count lower than its own (a database reset or restored) lets the read replace it.
   */
  previous?: EntryMetadata | null;
  /** The dataset's change count to store with the value; undefined: read the counts first. */
  version?: number | null;
  /** The stored value: kept, and the source not read, when its count is still the source's. */
  unlessCurrent?: DataRead<T>;
  /** The stored entry the caller found unusable (its value fails the schema): replaced whatever its count. */
  replacing?: EntryId;
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
  const resting = (at: number | undefined) => at !== undefined && now() - at < retryAfterFailure;

  async function storedMetadata(key: string): Promise<EntryMetadata | null> {
    const { value, metadata } = await options.kv.getWithMetadata(key, "stream");
    await value?.cancel();
    return metadataOf(metadata);
  }

  // Within one request, concurrent checks share one read of the change counts.
  let countsRead: Promise<ChangeCounts> | undefined;
  async function changeCountOf(name: DatasetName): Promise<number | null> {
    if (!options.changeCounts) return null;
    countsRead ??= options.changeCounts().finally(() => (countsRead = undefined));
    return (await countsRead)[name];
  }

  /** The isolate knows now that the entry `id` is still the source's. */
  function confirm(key: string, id: EntryId): void {
    const { held } = stateOf(key);
    if ((held.kind === "stored" || held.kind === "unstored") && held.id === id) hold(key, { ...held, confirmedAt: now() });
    else if (held.kind !== "unsound" || held.id !== id) hold(key, { kind: "stored", id, confirmedAt: now() });
  }

  /**
   * Writes the entry made of `value` unless a newer one is stored by now (`entryFor` is given
   * the stored entry's metadata); what the isolate then holds.
   */
  async function store<T>(
    key: string,
    value: T,
    entryFor: (current: EntryMetadata | null) => Promise<{ json: string; metadata: EntryMetadata }>,
    replacing?: EntryId,
  ): Promise<DataRead<T>> {
    // Read after the source, right before the write: a save's refresh may have stored a newer
    // entry meanwhile (KV has no compare-and-set: the window left is between this read and the put).
    let current: EntryMetadata | null = null;
    let checked = true;
    try {
      current = await storedMetadata(key);
    } catch (error) {
      checked = false;
      log(`KV read of ${key} failed; served what the source read, not stored`, error);
    }
    const { json, metadata } = await entryFor(current);
    const readOf = (entry: EntryMetadata): DataRead<T> => ({
      value,
      etag: entry.etag,
      fetchedAt: entry.fetchedAt,
      changedAt: entry.changedAt,
    });
    if (current && !mayReplace(current, metadata.version, replacing)) return readOf(metadata);
    if (current && current.etag === metadata.etag && current.version === metadata.version) {
      const read = readOf(current);
      hold(key, { kind: "stored", id: entryId(current), confirmedAt: now(), value: { text: json, read } });
      return read;
    }
    const read = readOf(metadata);
    const id = entryId(metadata);
    try {
      if (!checked) throw new Error("the stored entry could not be read");
      await options.kv.put(key, json, { metadata });
      hold(key, { kind: "stored", id, confirmedAt: now(), value: { text: json, read } });
    } catch (error) {
      // The source answered: a cache that cannot store it (KV busy, failing, or past its daily
      // writes) must not lose the answer, nor read the source again for every request.
      if (checked) log(`KV write of ${key} failed; served what the source read`, error);
      hold(key, { kind: "unstored", id, confirmedAt: now(), read, json, metadata });
    }
    return read;
  }

  /**
   * Reads the source into the cache, unless `unlessCurrent` is given and the dataset's change
   * count is still the stored one. KV is written only when the content or its count changed,
   * and never over an entry read at a higher count.
   */
  async function refresh<T>(name: DatasetName, load: () => Promise<T>, refreshOptions: RefreshOptions<T> = {}): Promise<DataRead<T>> {
    const key = cacheKey(name);
    const running = inFlight.get(key);
    if (running) return running as Promise<DataRead<T>>;
    const flight: Flight = { startedAt: now(), failedBefore: failedAt(stateOf(key).flight) };
    const task = (async () => {
      try {
        const { previous, unlessCurrent, replacing } = refreshOptions;
        // The count is read before the data, so a stored count never claims a change its value lacks.
        const version = refreshOptions.version !== undefined ? refreshOptions.version : await changeCountOf(name);
        if (unlessCurrent && previous && version !== null && previous.version === version) {
          confirm(key, entryId(unlessCurrent));
          flight.outcome = { read: unlessCurrent };
          return unlessCurrent;
        }
        // Counts lower than the entry's own: the database was reset or restored, and its entry gives way.
        const reset =
          previous && previous.version !== null && version !== null && version < previous.version ? entryId(previous) : undefined;
        const value = await load();
        const read = await store(key, value, (current) => cacheEntry(value, version, now(), current), replacing ?? reset);
        flight.outcome = { read };
        return read;
      } catch (error) {
        // Once for all the requests that fail while the source is down, not once for each.
        if (!resting(flight.failedBefore)) log(`Refresh of ${key} failed; serving the last known good value, if there is one`, error);
        flight.outcome = { error, at: now() };
        throw error;
      } finally {
        inFlight.delete(key);
      }
    })();
    inFlight.set(key, task);
    states.set(key, { ...stateOf(key), flight });
    // The read outlives a request that goes away, so the requests waiting for it still get it
    // where the runtime lets it finish; where it does not, they take over (readFromSource).
    options.waitUntil(task.catch(() => undefined));
    return task;
  }

  /**
   * KV's entry as this isolate serves it, and when it last knew it to be the source's: its
   * value (its text checked once), or the newer answer KV refused. null when KV holds nothing
   * sound and the isolate no newer answer; a value that fails its schema is logged once.
   */
  function served<T>(
    key: string,
    metadata: EntryMetadata | null,
    text: string | null,
    parse: (value: unknown) => T,
  ): { read: DataRead<T>; knownAt: number } | null {
    const { held } = stateOf(key);
    // A confirmation from a later time than now belongs to another clock (tests that set it back).
    const since = (at: number) => (at <= now() ? at : -Infinity);
    if (held.kind === "unstored" && (!metadata || newer(held.metadata, metadata))) {
      return { read: held.read as DataRead<T>, knownAt: Math.max(held.read.fetchedAt, since(held.confirmedAt)) };
    }
    if (!metadata || text === null) return null;
    const id = entryId(metadata);
    const { fetchedAt, etag, changedAt } = metadata;
    const confirmedAt = (held.kind === "stored" || held.kind === "unstored") && held.id === id ? since(held.confirmedAt) : -Infinity;
    const knownAt = Math.max(fetchedAt, confirmedAt);
    if (held.kind === "stored" && held.value?.text === text) return { read: held.value.read as DataRead<T>, knownAt };
    if (held.kind === "unsound" && held.text === text) return null;
    try {
      const read: DataRead<T> = { value: parse(JSON.parse(text)), fetchedAt, etag, changedAt };
      hold(key, { kind: "stored", id, confirmedAt: Number.isFinite(confirmedAt) ? confirmedAt : fetchedAt, value: { text, read } });
      return { read, knownAt };
    } catch (error) {
      log(`KV value of ${key} is not valid; treated as a failed source`, error);
      hold(key, { kind: "unsound", id, text, good: goodOf(held) });
      return null;
    }
  }

  /** Unless the source failed a moment ago, or another request is refreshing the key already. */
  function refreshInBackground<T>(name: DatasetName, load: () => Promise<T>, refreshOptions: RefreshOptions<T>): void {
    const { flight } = stateOf(cacheKey(name));
    if (resting(failedAt(flight)) || (flight && !flight.outcome && now() - flight.startedAt < REFRESH_WINDOW_MS)) return;
    // A failure is logged by the refresh itself; refresh hands the read to waitUntil.
    void refresh(name, load, refreshOptions).catch(() => undefined);
  }

  /** The flight's outcome, looked at on this request's own timer; undefined once it is replaced or `waitMs` has passed. */
  async function outcomeOf(key: string, flight: Flight, waitMs: number): Promise<Flight["outcome"]> {
    let waited = 0;
    for (let pause = FIRST_LOOK_MS; !flight.outcome && stateOf(key).flight === flight && waited < waitMs;) {
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
  async function readFromSource<T>(name: DatasetName, load: () => Promise<T>, replacing: EntryId | undefined): Promise<DataRead<T>> {
    const key = cacheKey(name);
    const own = inFlight.get(key);
    if (own) return own as Promise<DataRead<T>>;
    const take = (outcome: NonNullable<Flight["outcome"]>): DataRead<T> => {
      if ("read" in outcome) return outcome.read as DataRead<T>;
      throw outcome.error;
    };
    for (let waited = false; ; waited = true) {
      const { flight } = stateOf(key);
      // A read that settled while this request waited for an older one (which lost its request).
      if (waited && flight?.outcome) return take(flight.outcome);
      const left = flight && !flight.outcome ? flight.startedAt + readTimeout - now() : 0;
      // On an empty cache the count is not read first: one call per dataset. The next check reads it.
      if (!flight || left <= 0) return refresh(name, load, { version: null, replacing });
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
    const found = served(key, metadata, stored?.value ?? null, parse);
    if (found) {
      if (now() - found.knownAt >= softTtl) refreshInBackground(name, load, { previous: metadata, unlessCurrent: found.read });
      return found.read;
    }
    const good = goodOf(stateOf(key).held) as DataRead<T> | null;
    const unusable = metadata ? entryId(metadata) : undefined;
    if (unusable && good) {
      // KV holds a value that fails its schema.
      refreshInBackground(name, load, { replacing: unusable });
      return good;
    }
    try {
      return await readFromSource(name, load, unusable);
    } catch (error) {
      throw new DataUnavailableError(`${name} is unavailable`, { cause: error });
    }
  }

  /**
   * A refresh that begins after this call: one already running may have read the source (or its
   * change counts) before a write. The counts are read anew, after the write, unless the caller
   * read the value itself after the write, with the count it read before it (`given`).
   */
  async function refreshAfterWrite<T>(name: DatasetName, load: () => Promise<T>, given?: { version: number }): Promise<DataRead<T>> {
    await inFlight.get(cacheKey(name))?.catch(() => undefined);
    await countsRead?.catch(() => undefined);
    return refresh(name, load, given ?? {});
  }

  /**
   * The cron's work for one dataset, given its change count (null: the counts could not be
   * read; then only the daily run reads, and stores under the count the entry had). A dataset
   * whose stored count is the source's is not read (every one is when `all`). One whose answer
   * KV refused at this count is not read again within the freshness window: that answer is
   * written again instead, so KV takes it as soon as it accepts writes.
   */
  async function refreshChanged<T>(name: DatasetName, load: () => Promise<T>, version: number | null, all: boolean): Promise<void> {
    const key = cacheKey(name);
    const previous = await storedMetadata(key).catch(() => null);
    if (!all && version !== null && previous?.version === version) {
      confirm(key, entryId(previous));
      return;
    }
    const { held } = stateOf(key);
    if (!all && held.kind === "unstored" && held.metadata.version === version && now() - held.read.fetchedAt < softTtl) {
      await store(key, held.read.value, async () => ({ json: held.json, metadata: held.metadata }));
      return;
    }
    await refresh(name, load, { previous, version: version ?? previous?.version ?? null });
  }

  return { read, refresh, refreshAfterWrite, refreshChanged };
}
