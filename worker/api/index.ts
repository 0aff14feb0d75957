import { Hono, type Context } from "hono";
import type { AppEnv } from "../app/app-env";
import { DATASET_NAMES, DataUnavailableError, RETRY_AFTER_SECONDS, type DatasetName } from "../data/datasets";
import { publicRead, VIEWS_WITH_HOURS } from "../data/public-view";
import { etagMatches } from "../http/etag";

const API_CACHE = "public, max-age=60, stale-while-revalidate=300";

async function serveDataset(c: Context<AppEnv>, name: DatasetName) {
  try {
    const { repository } = c.var;
    const [read, hours] = await Promise.all([repository.read(name), VIEWS_WITH_HOURS.has(name) ? repository.read("urnik") : null]);
    const shown = await publicRead(name, read, { now: Date.now(), hours: hours?.value ?? null });
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

/** GET /api/hrana, /api/boni, /api/obvestila, /api/urnik …: each dataset's public view (public-view.ts), with ETag and short caching. */
export const api = new Hono<AppEnv>();

for (const name of DATASET_NAMES) {
  api.on(["GET", "HEAD"], `/${name}`, (c) => serveDataset(c, name));
  api.all(`/${name}`, (c) => c.json({ error: "method_not_allowed" }, 405, { Allow: "GET, HEAD", "Cache-Control": "no-store" }));
}
api.all("*", (c) => c.json({ error: "not_found" }, 404, { "Cache-Control": "no-store" }));
