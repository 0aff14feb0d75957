import { Hono, type Context } from "hono";
import type { AppEnv } from "../app/app-env";
import type { Notice } from "../../shared/menu/menu-schema";
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
import { etagMatches } from "../http/etag";

const API_CACHE = "public, max-age=60, stale-while-revalidate=300";

/**
 * What the API shows of a read: the notices scheduled for today, as the pages show them (an
 * owner's notice for a later day stays private until that day); the rest as read.
 */
async function publicView<N extends DatasetName>(name: N, read: DataRead<Datasets[N]>): Promise<{ value: unknown; etag: string }> {
  if (name !== "obvestila") return read;
  const value = noticesScheduledOn(read.value as Notice[], wallClock(Date.now()));
  return { value, etag: await contentHash(JSON.stringify(value)) };
}

async function serveDataset(c: Context<AppEnv>, name: DatasetName) {
  try {
    const shown = await publicView(name, await c.var.repository.read(name));
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
