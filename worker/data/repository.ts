import { BUILD } from "../app/build-info";
import type { WorkerConfig } from "../app/config";
import { siteFirestoreClient } from "../firestore/site-client";
import { type ChangeCounts, readChangeCounts } from "./change-counts";
import { DATASET_NAMES, contentHash, DataUnavailableError, type DataRead, type DatasetName, type Datasets } from "./datasets";
import { kvCache } from "./kv-cache";
import { withSanitizedHtml } from "./served-notices";
import { firestoreSource, seedSource, type MenuSource } from "./sources";
import { parseStoredDataset } from "./stored-datasets";

/** Reads the site's datasets, wherever they come from. */
export interface MenuRepository {
  read<N extends DatasetName>(name: N): Promise<DataRead<Datasets[N]>>;
  /**
   * The cron's refresh: reads the datasets' change counts once, then re-reads the datasets whose
   * count moved since they were stored, or every dataset when `all` (the daily full refresh, which
   * runs when the counts cannot be read too). KV is written only for a dataset whose content or
   * count changed. What failed is in the results, the counts' read first.
   */
  refreshChanged(all: boolean): Promise<PromiseSettledResult<unknown>[]>;
  /**
   * Re-reads one dataset into the cache now (after an edit), so the next page shows the change;
   * `given`: the dataset as the caller read it after the edit, with the change count it read
   * before it, which is stored instead of reading the dataset again.
   */
  refresh<N extends DatasetName>(name: N, given?: { value: Datasets[N]; version: number }): Promise<void>;
}

export interface RepositoryDeps {
  config: WorkerConfig;
  kv: KVNamespace;
  waitUntil: (promise: Promise<unknown>) => void;
  fetch?: typeof fetch;
}

function load<N extends DatasetName>(source: MenuSource, name: N): Promise<Datasets[N]> {
  return source[name]();
}

/** What each dataset passes through on its way out, on every read, wherever it was stored. */
const served: { [N in DatasetName]: (read: DataRead<Datasets[N]>) => Promise<DataRead<Datasets[N]>> } = {
  hrana: async (read) => read,
  boni: async (read) => read,
  obvestila: withSanitizedHtml,
  urnik: async (read) => read,
  nastavitve: async (read) => read,
  dnevna: async (read) => read,
};

/** Datasets that are never unavailable: when nothing was ever read, the embedded seed stands in (the spec's hours, the default surcharge). */
const SEED_FALLBACK: ReadonlySet<DatasetName> = new Set(["urnik", "nastavitve"]);

/** Firestore behind the KV cache: visitors never wait on Firestore once a value is stored. */
function cachedRepository(
  source: MenuSource,
  deps: Omit<RepositoryDeps, "config"> & { softTtlMs: number; readTimeoutMs: number; changeCounts: () => Promise<ChangeCounts> },
): MenuRepository {
  const cache = kvCache({
    kv: deps.kv,
    waitUntil: deps.waitUntil,
    softTtlMs: deps.softTtlMs,
    readTimeoutMs: deps.readTimeoutMs,
    changeCounts: deps.changeCounts,
  });
  return {
    read: (name) =>
      cache
        .read(name, () => load(source, name), parseStoredDataset[name])
        .then(served[name], (error: unknown) => {
          if (error instanceof DataUnavailableError && SEED_FALLBACK.has(name)) return seedRepository().read(name);
          throw error;
        }),
    async refreshChanged(all) {
      let counts: ChangeCounts | null = null;
      const unread: PromiseSettledResult<unknown>[] = [];
      try {
        counts = await deps.changeCounts();
      } catch (error) {
        // The five-minute check gives up until the next one; the daily run reads every dataset all the same.
        unread.push({ status: "rejected", reason: error });
        if (!all) return unread;
      }
      const refreshed = await Promise.allSettled(
        DATASET_NAMES.map((name) => cache.refreshChanged(name, () => load(source, name), counts?.[name] ?? null, all)),
      );
      return [...unread, ...refreshed];
    },
    refresh: async (name, given) => {
      await cache.refreshAfterWrite(name, given ? async () => given.value : () => load(source, name), given && { version: given.version });
    },
  };
}

// The embedded seed never changes while an isolate lives, so it is decoded once.
const seedReads = new Map<DatasetName, Promise<DataRead<unknown>>>();

function seedRepository(): MenuRepository {
  const source = seedSource();
  const read = <N extends DatasetName>(name: N): Promise<DataRead<Datasets[N]>> => {
    let pending = seedReads.get(name);
    if (!pending) {
      pending = load(source, name)
        .then(async (value) => ({
          value,
          etag: await contentHash(JSON.stringify(value)),
          fetchedAt: 0,
          changedAt: Date.parse(BUILD.contentDate),
        }))
        .then(served[name]);
      seedReads.set(name, pending);
    }
    return pending as Promise<DataRead<Datasets[N]>>;
  };
  return { read, refreshChanged: async () => [], refresh: async () => undefined };
}

/** Each dataset is read in one call (a page of up to 300 documents); a call that takes longer fails. */
const FIRESTORE_CALL_TIMEOUT_MS = 4000;
/** What a read takes beyond its call: checking, hashing and storing the answer in KV. */
const KV_WRITE_MARGIN_MS = 1000;

/** Firestore (through the cache) when FIRESTORE_PROJECT_ID is set, otherwise the embedded seed. */
export function createRepository({ config, kv, waitUntil, fetch }: RepositoryDeps): MenuRepository {
  const client = siteFirestoreClient(config, { fetch, timeoutMs: FIRESTORE_CALL_TIMEOUT_MS });
  if (!client) return seedRepository();
  return cachedRepository(firestoreSource(client), {
    kv,
    waitUntil,
    softTtlMs: config.DATA_FRESH_SECONDS * 1000,
    readTimeoutMs: FIRESTORE_CALL_TIMEOUT_MS + KV_WRITE_MARGIN_MS,
    changeCounts: () => readChangeCounts(client),
  });
}
