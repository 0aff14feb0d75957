/**
 * `npm run bench:cold`: the site on an empty cache under a burst, on the Firestore emulator
 * behind a proxy that counts every call and delays each answer:
 *   1. the cold burst: 50 /ponudba and 50 /api/hrana sent at once right after a purge, with
 *      2 s added to every Firestore call and with none: Firestore calls per dataset, the
 *      statuses, and p50/p99 of the 100 answers (from the burst's start to each body's end);
 *   2. a full refresh of every dataset (the daily cron's): its Firestore round trips and its time,
 *      median of 5, on the emulator without added delay.
 * Runs on the dist/ there is (build first). Writes bench-results/cold-burst-<time>.md and .json.
 */
import { cpus, loadavg } from "node:os";
import { startFirestoreEmulator } from "../../scripts/dev/firestore-emulator";
import { importDocuments } from "../../scripts/operator/seed-transfer";
import { REFRESH_CRONS } from "../../worker/data/refresh-schedule";
import { createFirestoreClient } from "../../worker/firestore/client";
import { collectionOf, startFaultProxy } from "../support/fault-proxy";
import { ALL_SEED_DOCUMENTS } from "../support/seed-documents";
import { purgeSiteCache, startSite } from "../support/site-server";
import { writeResults } from "./report";
import { fmtInt, fmtMs, median, percentile } from "./stats";

const PROJECT = "bench-cold";
const BURST = { "/ponudba": 50, "/api/hrana": 50 } as const;
const DELAYS_MS = [2000, 0];
const REFRESHES = 5;
const CRON = encodeURIComponent(REFRESH_CRONS.full);
/** BENCH_PORT: where the site listens (default: a free port). */
const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined;

type Proxy = Awaited<ReturnType<typeof startFaultProxy>>;

function callsByCollection(proxy: Proxy): string {
  const counts = new Map<string, number>();
  for (const call of proxy.calls) counts.set(collectionOf(call), (counts.get(collectionOf(call)) ?? 0) + 1);
  return [...counts].map(([collection, count]) => `${collection === "items" ? "hrana (items)" : collection} ${count}`).join(", ");
}

async function burst(origin: string): Promise<{ ms: number[]; statuses: Map<number, number>; unavailable: number }> {
  const start = performance.now();
  const paths = Object.entries(BURST).flatMap(([path, count]) => Array<string>(count).fill(path));
  const answers = await Promise.all(
    paths.map(async (path) => {
      const response = await fetch(`${origin}${path}`);
      const body = await response.text();
      return { status: response.status, ms: performance.now() - start, unavailable: body.includes("Meni je trenutno nedosegljiv") };
    }),
  );
  const statuses = new Map<number, number>();
  for (const { status } of answers) statuses.set(status, (statuses.get(status) ?? 0) + 1);
  return { ms: answers.map((answer) => answer.ms), statuses, unavailable: answers.filter((answer) => answer.unavailable).length };
}

const emulator = await startFirestoreEmulator();
const proxy = await startFaultProxy(emulator.host);
try {
  await importDocuments(createFirestoreClient({ projectId: PROJECT, emulatorHost: emulator.host, timeoutMs: 30_000 }), ALL_SEED_DOCUMENTS);
  const site = await startSite({ FIRESTORE_PROJECT_ID: PROJECT, FIRESTORE_EMULATOR_HOST: proxy.host }, ["--test-scheduled"], port);
  try {
    // Warm the worker and the emulator (the first queries after an import are slow).
    for (let i = 0; i < 3; i++) await (await fetch(`${site.url}/ponudba`)).text();

    const burstRows: string[] = [];
    for (const delay of DELAYS_MS) {
      proxy.delayMs = delay;
      await purgeSiteCache(site);
      proxy.calls.length = 0;
      const result = await burst(site.url);
      burstRows.push(
        `| ${delay} ms | ${proxy.calls.length} | ${callsByCollection(proxy)} | ${[...result.statuses].map(([status, count]) => `${count} × ${status}`).join(", ")} | ${result.unavailable} | ${fmtMs(median(result.ms), 0)} | ${fmtMs(percentile(result.ms, 99), 0)} |`,
      );
    }

    proxy.delayMs = 0;
    const refreshMs: number[] = [];
    const roundTrips: number[] = [];
    for (let i = 0; i < REFRESHES; i++) {
      proxy.calls.length = 0;
      const start = performance.now();
      const cron = await fetch(`${site.url}/__scheduled?cron=${CRON}`);
      await cron.text();
      if (!cron.ok) throw new Error(`/__scheduled answered ${cron.status}`);
      refreshMs.push(performance.now() - start);
      roundTrips.push(proxy.calls.length);
    }
    const refreshCalls = callsByCollection(proxy);

    const report = [
      `# A cold cache under a burst, and a full refresh (${new Date().toISOString()})`,
      "",
      "`wrangler dev` (one workerd isolate) on loopback, the Firestore emulator behind a proxy that counts every call and adds the delay shown to each answer. " +
        `Each burst follows a purge of every dataset's KV entry: ${Object.entries(BURST)
          .map(([path, count]) => `${count} × ${path}`)
          .join(" and ")} sent at once; times run from the burst's start to the end of each body.`,
      "",
      "| Added delay | Firestore calls | per collection | statuses | pages saying unavailable | p50 | p99 |",
      "| --- | --- | --- | --- | --- | --- | --- |",
      ...burstRows,
      "",
      `Full refresh of every dataset (the daily cron's \`refreshChanged(true)\`, through \`/__scheduled\`), no added delay, ${REFRESHES} runs: ` +
        `${roundTrips.join(" / ")} Firestore round trips (last run: ${refreshCalls}); time median ${fmtMs(median(refreshMs), 0)}, ` +
        `min ${fmtMs(Math.min(...refreshMs), 0)}, max ${fmtMs(Math.max(...refreshMs), 0)} (${fmtInt(REFRESHES)} runs).`,
      "",
      `Machine: ${cpus().length} cores, load average ${loadavg()
        .map((load) => load.toFixed(1))
        .join(" / ")} at the end (1 / 5 / 15 min); the times grow with it, the call counts do not.`,
      "",
    ].join("\n");
    const paths = writeResults("cold-burst", report, { burstRows, refreshMs, roundTrips });
    console.log(report);
    console.log(`Written to ${paths.markdown}`);
  } finally {
    await site.stop();
  }
} finally {
  await proxy.close();
  await emulator.stop();
}
