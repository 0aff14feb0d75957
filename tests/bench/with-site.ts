import { startSite, type RunningSite } from "../support/site-server";
import type { SiteSnapshot } from "./site-snapshot";

/**
 * The snapshot of the build in workerd (wrangler dev) on loopback for the duration of `use`, then
 * stopped. Its request log is off (startSite), so that logging takes no share of the CPU measured.
 */
export async function withSite<T>(snapshot: SiteSnapshot, env: Record<string, string>, use: (site: RunningSite) => Promise<T>): Promise<T> {
  const site = await startSite(env, ["--config", snapshot.config]);
  try {
    return await use(site);
  } finally {
    await site.stop();
  }
}
