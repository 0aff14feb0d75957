import { startSite, type RunningSite } from "../support/site-server";
import type { SiteSnapshot } from "./site-snapshot";

/** Request logging off, so that logging takes no share of the CPU being measured. */
const QUIET_WRANGLER = ["--log-level", "warn"];

/** The snapshot of the build in workerd (wrangler dev) on loopback for the duration of `use`, then stopped. */
export async function withQuietSite<T>(
  snapshot: SiteSnapshot,
  env: Record<string, string>,
  use: (site: RunningSite) => Promise<T>,
): Promise<T> {
  const site = await startSite(env, [...QUIET_WRANGLER, "--config", snapshot.config]);
  try {
    return await use(site);
  } finally {
    await site.stop();
  }
}
