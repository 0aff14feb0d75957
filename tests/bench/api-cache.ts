/**
 * `npm run bench:api`: latency of GET /api/hrana served from KV (a hit) against one that
 * must read the Firestore emulator (a miss: the key purged just before), both in one run,
 * sequential requests on loopback. Writes bench-results/api-cache-<time>.md and .json.
 */
import { startSiteOnEmulator } from "../support/emulator-site";
import { purgeSiteCache } from "../support/site-server";
import { writeResults } from "./report";
import { fmtMs, fmtRatio, median, percentile } from "./stats";

const HITS = Number(process.env.BENCH_HITS ?? 200);
const MISSES = Number(process.env.BENCH_MISSES ?? 10);
const PROJECT = "bench-api";

/** The dev proxy closes idle keep-alive sockets; a request that lands on one is retried once. */
async function fetchFresh(url: string): Promise<Response> {
  try {
    return await fetch(url);
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code !== "UND_ERR_SOCKET") throw error;
    return fetch(url);
  }
}

async function timedGet(url: string): Promise<number> {
  const start = performance.now();
  const response = await fetchFresh(url);
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - start;
}

const running = await startSiteOnEmulator({ project: PROJECT });
const { site } = running;
try {
  const url = `${site.url}/api/hrana`;
  for (let i = 0; i < 5; i++) await timedGet(url); // warm both the emulator and the worker
  const hits: number[] = [];
  for (let i = 0; i < HITS; i++) hits.push(await timedGet(url));
  const misses: number[] = [];
  for (let i = 0; i < MISSES; i++) {
    await purgeSiteCache(site, "hrana");
    misses.push(await timedGet(url));
  }
  const row = (name: string, values: number[]) =>
    `| ${name} | ${values.length} | ${fmtMs(median(values))} | ${fmtMs(percentile(values, 99))} |`;
  const report = [
    `# /api/hrana: KV hit against a miss that reads the Firestore emulator (${new Date().toISOString()})`,
    "",
    "Sequential requests on loopback to `wrangler dev` (workerd) with the Firestore emulator; a miss follows a purge of `v1:hrana`.",
    "",
    "| Read | requests | p50 | p99 |",
    "| --- | --- | --- | --- |",
    row("KV hit", hits),
    row("miss (Firestore emulator)", misses),
    "",
    `Miss / hit at the median: ${fmtRatio(median(misses) / median(hits))}.`,
    "",
  ].join("\n");
  const paths = writeResults("api-cache", report, { hits, misses });
  console.log(report);
  console.log(`Written to ${paths.markdown}`);
} finally {
  await running.stop();
}
