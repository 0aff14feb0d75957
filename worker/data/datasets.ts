import type { FoodData, Notice, VoucherMeal } from "../../shared/menu/menu-schema";
import type { DailyOffer } from "../../shared/daily/daily-schema";
import type { Hours } from "../../shared/restaurant/hours-schema";
import type { Settings } from "../../shared/restaurant/settings-schema";
import { COLLECTION } from "./database-layout";

/**
 * The collections the site reads (docs/data-model.md), each a dataset of the collection's name:
 * their API routes, KV keys, seed files and the datasets the cron refreshes all come from this list.
 */
export const DATASET_NAMES = [
  COLLECTION.menu,
  COLLECTION.meals,
  COLLECTION.notices,
  COLLECTION.hours,
  COLLECTION.settings,
  COLLECTION.daily,
] as const;

export type DatasetName = (typeof DATASET_NAMES)[number];

/** What each dataset is read as. */
export type Datasets = {
  [N in DatasetName]: {
    hrana: FoodData;
    boni: VoucherMeal[];
    obvestila: Notice[];
    urnik: Hours;
    nastavitve: Settings;
    dnevna: DailyOffer[];
  }[N];
};

/** Bump when the stored shape changes, so old entries are never read as new ones. */
const CACHE_KEY_VERSION = "v1";

export function cacheKey(name: DatasetName): string {
  return `${CACHE_KEY_VERSION}:${name}`;
}

/** One read of a dataset with what HTTP caching needs. */
export interface DataRead<T> {
  value: T;
  /** Content hash; doubles as the data version for ETags and HTML cache keys. */
  etag: string;
  fetchedAt: number;
  /** When the content last changed (not merely re-read): drives the sitemap's lastmod. */
  changedAt: number;
}

/** Nothing cached and the source failed: there is no data to show. */
export class DataUnavailableError extends Error {
  override name = "DataUnavailableError";
}

/** The Retry-After of an answer that lacks its data (a page or the API, status 503). */
export const RETRY_AFTER_SECONDS = 30;

export async function contentHash(json: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(json));
  return [...new Uint8Array(digest).slice(0, 12)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}
