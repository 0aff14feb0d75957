import { Hono, type Context } from "hono";
import type { AppEnv } from "../app/app-env";
import { DATASET_NAMES, DataUnavailableError, type DatasetName } from "../data/datasets";
import { etagMatches } from "../http/etag";

const RETRY_AFTER_SECONDS = 30;
const API_CACHE = "public, max-age=60, stale-while-revalidate=300";

async function serveDataset(c: Context<AppEnv>, name: DatasetName) {
  try {
    const read = await c.var.repository.read(name);
    const etag = `"${read.etag}"`;
    const headers = { ETag: etag, "Cache-Control": API_CACHE };
    if (etagMatches(c.req.header("If-None-Match"), etag)) return c.body(null, 304, headers);
    return c.json(read.value, 200, headers);
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
