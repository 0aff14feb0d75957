import { Hono, type Context } from "hono";
import type { AppEnv } from "../app/app-env";
import { todaysLunch } from "../../shared/daily/todays-lunch";
import { noticesScheduledOn } from "../../shared/notices/notices-on-day";
import { wallClock } from "../../shared/restaurant/opening-hours";
import {
  contentHash,
  DATASET_NAMES,
  DataUnavailableError,
  RETRY_AFTER_SECONDS,
  type DataRead,
  type DatasetName,
  type Datasets,
} from "../data/datasets";
import type { MenuRepository } from "../data/repository";
import { etagMatches } from "../http/etag";

const API_CACHE = "public, max-age=60, stale-while-revalidate=300";

type ShownToday = { [N in DatasetName]?: (value: Datasets[N], repository: MenuRepository, now: number) => unknown };

/**
 * The datasets whose pages show part of them on the restaurant's day: the notices scheduled for
 * it and the day's lunch while the pages show it. What the owner prepares for a later day stays
 * private until that day.
 */
const SHOWN_TODAY: ShownToday = {
  obvestila: (notices, _repository, now) => noticesScheduledOn(notices, wallClock(now)),
  dnevna: async (offers, repository, now) => {
    const lunch = todaysLunch(offers, (await repository.read("urnik")).value, now);
    return lunch ? [lunch.offer] : [];
  },
};

/**
 * What the API shows of a read: what the pages show of it today, the rest as read. The ETag is
 * the hash of what is shown, so it changes when the day does even if nothing was saved.
 */
async function publicView<N extends DatasetName>(
  name: N,
  read: DataRead<Datasets[N]>,
  repository: MenuRepository,
): Promise<{ value: unknown; etag: string }> {
  const today = SHOWN_TODAY[name];
  if (!today) return read;
  const value = await today(read.value, repository, Date.now());
  return { value, etag: await contentHash(JSON.stringify(value)) };
}

async function serveDataset(c: Context<AppEnv>, name: DatasetName) {
  try {
    const shown = await publicView(name, await c.var.repository.read(name), c.var.repository);
    const etag = `"${shown.etag}"`;
    const headers = { ETag: etag, "Cache-Control": API_CACHE };
    if (etagMatches(c.req.header("If-None-Match"), etag)) return c.body(null, 304, headers);
    return c.json(shown.value, 200, headers);
  } catch (error) {
    if (!(error instanceof DataUnavailableError)) throw error;
    return c.json({ error: "unavailable", message: `${name} is temporarily unavailable` }, 503, {
      "Retry-After": String(RETRY_AFTER_SECONDS),
      "Cache-Control": "no-store",
    });
  }
}

/** GET /api/hrana, /api/boni, /api/obvestila, /api/urnik: the validated data, with ETag and short caching. */
export const api = new Hono<AppEnv>();

for (const name of DATASET_NAMES) {
  api.on(["GET", "HEAD"], `/${name}`, (c) => serveDataset(c, name));
  api.all(`/${name}`, (c) => c.json({ error: "method_not_allowed" }, 405, { Allow: "GET, HEAD", "Cache-Control": "no-store" }));
}
api.all("*", (c) => c.json({ error: "not_found" }, 404, { "Cache-Control": "no-store" }));
