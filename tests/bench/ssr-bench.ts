/**
 * `npm run bench:ssr`: the cold and warm cost of serving BUDGET_PAGE, without the browser parts
 * of `npm run bench`. For this tree, and with `--before <dir>` for another checkout of the
 * project (with its node_modules and a build in dist/) measured in turn in the same run:
 *   1. the startup of the worker's global scope (`wrangler check startup`, CPU in its profile,
 *      median of 5);
 *   2. in fresh node processes, the first request's render after startup (median of 5
 *      processes), then the same request again (median and p99) and whole renders;
 *   3. requests per second of BUDGET_PAGE against FLOOR_PATH in `wrangler dev` with the edge
 *      HTML cache off.
 * Options: --renders N (per process, default 200), --seconds S (per throughput target, default 5),
 * --port P (default 8811: wrangler dev listens there).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { WRANGLER_OFFLINE_ENV } from "../../scripts/dev/offline-env";
import { startSite } from "../support/site-server";
import { ROOT } from "./build";
import { BUDGET_PAGE, FLOOR_PATH, SSR_BUDGET } from "./budgets";
import { renderInChild } from "./ssr-cpu";
import type { SsrSamples } from "./ssr-render";
import { median, percentile } from "./stats";
import { measureThroughput } from "./throughput";

const FRESH_PROCESSES = 5;

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(name);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

const renders = Number(option("--renders", "200"));
const seconds = Number(option("--seconds", "5"));
const port = Number(option("--port", "8811"));
const before = process.argv.includes("--before") ? resolve(option("--before", "")) : null;

interface TreeFigures {
  label: string;
  startupMs: number[];
  firstMs: number[];
  laterMedianMs: number;
  laterP99Ms: number;
  /** Only where the tree keeps pages per ETag (otherwise every request is a whole render). */
  wholeMedianMs: number | null;
  wholeP99Ms: number | null;
  ratio: number;
}

/** What ssr-render.ts prints: a checkout from before the renderer's warm-up prints neither its startup nor whole renders. */
type ChildSamples = Omit<SsrSamples, "startup" | "whole"> & Partial<Pick<SsrSamples, "startup" | "whole">>;

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string } }[];
  samples: number[];
  timeDeltas: number[];
}

/** CPU of the worker's startup in workerd: the profile's samples that are not idle, in ms. */
function startupMs(root: string, dir: string): number {
  const outfile = join(dir, "startup.cpuprofile");
  const run = spawnSync("npx", ["wrangler", "check", "startup", "--outfile", outfile], {
    cwd: root,
    env: { ...process.env, ...WRANGLER_OFFLINE_ENV },
    encoding: "utf8",
  });
  if (run.status !== 0) throw new Error(`wrangler check startup failed in ${root}:\n${run.stdout}${run.stderr}`);
  const profile = JSON.parse(readFileSync(outfile, "utf8")) as CpuProfile;
  const idle = new Set(profile.nodes.filter((node) => node.callFrame.functionName === "(idle)").map((node) => node.id));
  // A sample's delta is the time since the previous sample: it belongs to this sample's node.
  const busy = profile.samples.reduce((sum, id, i) => (idle.has(id) ? sum : sum + (profile.timeDeltas[i] ?? 0)), 0);
  return busy / 1000;
}

/** The tree's worker bundled once and its build's assets, in wrangler dev with the HTML cache off. */
async function throughputRatio(root: string, dir: string): Promise<number> {
  const bundled = spawnSync("npx", ["wrangler", "deploy", "--dry-run", "--outdir", join(dir, "worker")], {
    cwd: root,
    env: { ...process.env, ...WRANGLER_OFFLINE_ENV },
    encoding: "utf8",
  });
  if (bundled.status !== 0) throw new Error(`wrangler deploy --dry-run failed in ${root}:\n${bundled.stderr}`);
  const config = readFileSync(join(root, "wrangler.toml"), "utf8")
    .replace(/^main = ".*"$/m, 'main = "worker/index.js"')
    .replace(/^directory = "dist\/client"$/m, `directory = "${join(root, "dist/client")}"`);
  writeFileSync(join(dir, "wrangler.toml"), config);
  const site = await startSite({ HTML_CACHE_TTL_SECONDS: "0" }, ["--config", join(dir, "wrangler.toml")], port);
  try {
    const floor = await measureThroughput(site.url, FLOOR_PATH, "uncached", seconds);
    const page = await measureThroughput(site.url, BUDGET_PAGE, "uncached", seconds);
    return page.requestsPerSec / floor.requestsPerSec;
  } finally {
    await site.stop();
  }
}

async function measureTree(label: string, root: string): Promise<TreeFigures> {
  const dir = mkdtempSync(join(tmpdir(), "grill-bench-ssr-"));
  try {
    console.log(`${label} (${root}): startup …`);
    const startup = Array.from({ length: FRESH_PROCESSES }, () => startupMs(root, dir));
    console.log(`${label}: SSR in ${FRESH_PROCESSES} fresh processes …`);
    const runs: ChildSamples[] = [];
    for (let i = 0; i < FRESH_PROCESSES; i++) runs.push(await renderInChild("offer", "sl", renders, root));
    const later = runs.flatMap((run) => run.later.map((cost) => cost.thread));
    const whole = runs.flatMap((run) => run.whole?.map((cost) => cost.thread) ?? []);
    console.log(`${label}: throughput …`);
    return {
      label,
      startupMs: startup,
      firstMs: runs.map((run) => run.first.thread),
      laterMedianMs: median(later),
      laterP99Ms: percentile(later, 99),
      wholeMedianMs: whole.length > 0 ? median(whole) : null,
      wholeP99Ms: whole.length > 0 ? percentile(whole, 99) : null,
      ratio: await throughputRatio(root, dir),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const ms = (value: number | null) => (value === null ? "–" : `${value.toFixed(2)} ms`);

function table(trees: TreeFigures[]): string {
  const rows: [string, string, (tree: TreeFigures) => string][] = [
    [
      `Startup of the global scope (wrangler check startup, CPU; median of ${FRESH_PROCESSES}; each)`,
      `≤ ${SSR_BUDGET.startupMs} ms`,
      (t) => `${ms(median(t.startupMs))} (${t.startupMs.map((v) => v.toFixed(0)).join(", ")})`,
    ],
    [
      `First render of ${BUDGET_PAGE} in a fresh process (median of ${FRESH_PROCESSES}; each)`,
      `≤ ${SSR_BUDGET.firstMs} ms`,
      (t) => `${ms(median(t.firstMs))} (${t.firstMs.map((v) => v.toFixed(1)).join(", ")})`,
    ],
    [`Warm SSR of ${BUDGET_PAGE}, same request again: median`, `≤ ${SSR_BUDGET.medianMs} ms`, (t) => ms(t.laterMedianMs)],
    [`Warm SSR of ${BUDGET_PAGE}, same request again: p99`, `≤ ${SSR_BUDGET.p99Ms} ms`, (t) => ms(t.laterP99Ms)],
    [`Whole render, warm (a view or version not rendered yet): median / p99`, "–", (t) => `${ms(t.wholeMedianMs)} / ${ms(t.wholeP99Ms)}`],
    [`Uncached ${BUDGET_PAGE} throughput × ${FLOOR_PATH}`, `≥ ${SSR_BUDGET.uncachedToFloor}×`, (t) => `${t.ratio.toFixed(2)}×`],
  ];
  return [
    `| What | Budget | ${trees.map((t) => t.label).join(" | ")} |`,
    `| --- | --- | ${trees.map(() => "---").join(" | ")} |`,
    ...rows.map(([what, budget, cell]) => `| ${what} | ${budget} | ${trees.map(cell).join(" | ")} |`),
  ].join("\n");
}

const trees: TreeFigures[] = [];
if (before) trees.push(await measureTree("before", before));
trees.push(await measureTree("this tree", ROOT));
console.log(`\nnode ${process.version}, main-thread CPU; ${renders} renders per process; ${seconds} s per throughput target\n`);
console.log(table(trees));
