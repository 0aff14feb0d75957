/**
 * `npm run bench`: builds the production bundle, then measures in one run
 *   1. SSR CPU time per page in node (no server running meanwhile),
 *   2. bytes per route and throughput with the edge HTML cache off (HTML_CACHE_TTL_SECONDS=0),
 *   3. throughput from the edge HTML cache, main-thread blocking time in Chromium, the
 *      service worker (size, what its install stores, the menu painted offline),
 *      Lighthouse (default TTL), the first interaction with an untouched island and the
 *      HTTP Observatory behind a local TLS proxy,
 * each instance in workerd (wrangler dev) on loopback serving a snapshot of the build, one
 * after the other, and writes bench-results/bench-<time>.md and .json. Env: BENCH_SECONDS
 * (default 10 per target), BENCH_SSR_RENDERS (default 200). `--no-build` reuses dist/.
 */
import { blockingSection, measureBlockingTime, OBSERVED_LOADS, TRACED_LOADS } from "./blocking-time";
import { buildUnlessSkipped, type Build, type ChunkComposition, type ChunkPart } from "./build";
import { BUDGET_PAGE, evaluateBudgets, FLOOR_PATH, ratioTo, THROUGHPUT_PAGES } from "./budgets";
import { httpGet } from "./http-get";
import { interactionBudgets, interactionSection, measureFirstInteractions } from "./first-interaction";
import { LIGHTHOUSE_PATHS, LIGHTHOUSE_RUNS, runLighthouse, type LighthousePage, type LighthouseRun } from "./lighthouse";
import { withSite } from "./with-site";
import { budgetSection, machine, reportHeading, table, writeResults, type Machine } from "./report";
import { measureOffline, offlineSection } from "./offline";
import { observatoryBudget, observatorySection, runObservatory } from "./observatory";
import { measureEditorBytes, measureRouteBytes, staticAssetNear, type RouteBytes, type Sizes } from "./route-bytes";
import { snapshotBuild, type SiteSnapshot } from "./site-snapshot";
import { measureSsr, type SsrResult } from "./ssr-cpu";
import { fmtInt, fmtKb, fmtMs, fmtRatio } from "./stats";
import { CONNECTIONS, measureThroughput, WARM_UP_SECONDS, type Instance, type ThroughputResult } from "./throughput";
import { wranglerVars } from "../../scripts/dev/wrangler-vars";
import { workerConfig } from "../../worker/app/config";

const API_PATH = "/api/hrana";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const renders = Number(process.env.BENCH_SSR_RENDERS ?? 200);

/** Fails the run if the page cache does not answer as the instance is configured. */
async function expectPageCache(origin: string, path: string, expected: "hit" | "off"): Promise<void> {
  await httpGet(`${origin}${path}`);
  await new Promise((resolve) => setTimeout(resolve, 100)); // the cache put runs in waitUntil
  const answer = (await httpGet(`${origin}${path}`)).headers["x-page-cache"];
  if (answer !== expected) throw new Error(`${path} answered X-Page-Cache: ${JSON.stringify(answer)}, expected ${expected}`);
}

async function expectStaticAsset(origin: string, asset: { path: string; bytes: number }): Promise<void> {
  const response = await httpGet(`${origin}${asset.path}`);
  const length = response.body.byteLength;
  if (response.status !== 200 || length !== asset.bytes)
    throw new Error(`${asset.path} answered ${response.status} with ${length} bytes, expected 200 with ${asset.bytes}`);
}

async function throughputRuns(origin: string, instance: Instance, staticPath: string): Promise<ThroughputResult[]> {
  const results: ThroughputResult[] = [];
  for (const path of [...THROUGHPUT_PAGES, API_PATH, FLOOR_PATH, staticPath])
    results.push(await measureThroughput(origin, path, instance, seconds));
  return results;
}

function sizesCells(sizes: Sizes): string {
  return `${fmtKb(sizes.raw)} / ${fmtKb(sizes.gzip)} / ${fmtKb(sizes.brotli)}`;
}

function throughputSection(results: ThroughputResult[], asset: { path: string; bytes: number }, offerHtml: number): string {
  const cache = (r: ThroughputResult) =>
    Object.entries(r.pageCache)
      .map(([value, count]) => `${value} ${fmtInt((100 * count) / Math.max(1, r.requests))}%`)
      .join(", ") || "–";
  return [
    "## Throughput (autocannon)",
    "",
    `${CONNECTIONS} connections, ${seconds} s per target after a ${WARM_UP_SECONDS} s warm-up, keep-alive, no Accept-Encoding (bodies uncompressed). ` +
      `Static asset: \`${asset.path}\` (${fmtKb(asset.bytes)}), the file of the build closest in size to the HTML of ${BUDGET_PAGE} (${fmtKb(offerHtml)}), ` +
      `served by the same worker through the ASSETS binding. ` +
      `"× ${FLOOR_PATH}" divides by the requests/s of ${FLOOR_PATH} (a few bytes the worker makes itself: the floor of a request through the worker) measured in the same instance; the budget reads it. ` +
      `"× static" divides by the static asset's, for information: in wrangler dev the asset passes through Miniflare's slower asset workers, which flatters the pages. ` +
      `wrangler dev puts a proxy workerd in front of the site's workerd, so every figure includes both hops.`,
    "",
    table(
      [
        "Target",
        "Edge HTML cache",
        "req/s",
        `× ${FLOOR_PATH}`,
        "× static",
        "p50",
        "p99",
        "requests",
        "non-2xx",
        "errors + timeouts",
        "X-Page-Cache",
        "Note",
      ],
      results.map((r) => [
        r.path === asset.path ? "static asset" : r.path === FLOOR_PATH ? `${FLOOR_PATH} (floor)` : r.path,
        r.instance === "cached" ? `on (TTL ${workerConfig(wranglerVars()).HTML_CACHE_TTL_SECONDS} s)` : "off",
        fmtInt(r.requestsPerSec),
        fmtRatio(ratioTo(results, FLOOR_PATH, r)),
        fmtRatio(ratioTo(results, asset.path, r)),
        `${r.p50Ms} ms`,
        `${r.p99Ms} ms`,
        fmtInt(r.requests),
        String(r.non2xx),
        String(r.errors + r.timeouts),
        cache(r),
        r.requests === 0 ? "**no responses**" : "",
      ]),
    ),
  ].join("\n");
}

function ssrSection(results: SsrResult[]): string {
  return [
    "## SSR CPU time in node",
    "",
    `The worker's own render code as a request runs it (called in tests/bench/ssr-page.ts), with the embedded seed, React's production build (NODE_ENV=production). ` +
      `Each page and language in a fresh node process: the first render after the modules are loaded, then ${renders} renders, one awaited render each, nothing else running in the process. ` +
      "Time is the **CPU time of the main thread** (from /proc/self/task/<pid>/schedstat), the thread that renders, as the Workers CPU limit counts the isolate's thread. " +
      "For comparison: CPU time of all the process's threads (process.cpuUsage; adds V8's background compiler and GC threads, busy after a cold start) and the wall-clock median (performance.now). " +
      "Node's lazily loaded fetch classes and WebCrypto are touched before the clock starts (workerd has them built in).",
    "",
    table(
      ["Page", "Path", "HTML", "first", "median", "p99", "first, all threads", "median, all threads", "median wall"],
      results.map((r) => [
        r.pageId,
        r.path,
        fmtKb(r.htmlBytes),
        fmtMs(r.firstMs, 1),
        fmtMs(r.medianMs),
        fmtMs(r.p99Ms),
        fmtMs(r.firstAllThreadsMs, 1),
        fmtMs(r.medianAllThreadsMs),
        fmtMs(r.medianWallMs),
      ]),
    ),
  ].join("\n");
}

function bytesSection(routes: RouteBytes[]): string {
  const initialFiles = [...new Set(routes.flatMap((r) => r.initialJs.files))];
  const lazyFiles = [...new Set(routes.flatMap((r) => r.lazy.files))];
  return [
    "## Bytes per route",
    "",
    "raw / gzip / brotli (node:zlib defaults: gzip level 6, brotli quality 11), 1 KB = 1,024 bytes. " +
      "Initial JS: the entry script, its modulepreloads and their static imports; lazy: what they import dynamically. " +
      'Inline JSON for scripts (raw): the text of every `<script type="application/json">` plus every `data-props` attribute value HTML-unescaped (the islands\' props); JSON-LD: the text of every `<script type="application/ld+json">`, for crawlers.',
    "",
    table(
      ["Route", "Status", "HTML", "Initial JS", "CSS", "Lazy JS + CSS", "Inline JSON for scripts", "of it data-props", "JSON-LD"],
      routes.map((r) => [
        r.path,
        String(r.status),
        sizesCells(r.html),
        sizesCells(r.initialJs),
        sizesCells(r.css),
        r.lazy.files.length ? sizesCells(r.lazy) : "none",
        fmtKb(r.inlineJson.forScripts),
        fmtKb(r.inlineJson.propsBytes),
        fmtKb(r.inlineJson.structuredData),
      ]),
    ),
    "",
    `- Initial JS files: ${initialFiles.map((f) => `\`${f}\``).join(", ")}`,
    `- Lazy files: ${lazyFiles.length ? lazyFiles.map((f) => `\`${f}\``).join(", ") : "none"}`,
  ].join("\n");
}

function compositionSection(chunks: ChunkComposition[] | null): string {
  if (!chunks) return "## What the JS is made of\n\nNot listed: the build was skipped (--no-build).";
  const rows = chunks.flatMap((chunk) => {
    const total = (key: "bytes" | "gzip" | "modules", parts = chunk.parts) => parts.reduce((sum, part) => sum + part[key], 0);
    const shown = chunk.parts.slice(0, 12);
    const rest = chunk.parts.slice(shown.length);
    const row = (source: string, parts: ChunkPart[]) => [
      chunk.file,
      chunk.kind,
      source,
      String(total("modules", parts)),
      fmtKb(total("bytes", parts)),
      fmtKb(total("gzip", parts)),
      `${((100 * total("gzip", parts)) / total("gzip")).toFixed(1)}%`,
    ];
    return [
      ...shown.map((part) => row(part.source, [part])),
      ...(rest.length ? [row(`${rest.length} more`, rest)] : []),
      row("**total**", chunk.parts),
    ];
  });
  return [
    "## What the JS is made of",
    "",
    "Each chunk of this build by package (node_modules) or project folder: rolldown's rendered code of its modules before minification, raw and gzip (each source's modules compressed together); " +
      "the gzip shares carry over to the minified file approximately.",
    "",
    table(["Chunk", "Loaded as", "Source", "Modules", "Rendered", "Rendered gzip", "Share (gzip)"], rows),
  ].join("\n");
}

function lighthouseSection(pages: LighthousePage[]): string {
  const n = (value: number | null, suffix = "") => (value === null ? "–" : `${Math.round(value)}${suffix}`);
  const eachRun = (page: LighthousePage, value: (run: LighthouseRun) => number | null) => page.runs.map((run) => n(value(run))).join(" / ");
  const notes = pages.flatMap((page) => {
    const medianRun = page.runs.find((run) => !run.error && run.performance === page.median.performance);
    const otherFailures = [...new Set(page.runs.flatMap((run) => run.otherFailures))];
    return [
      ...page.runs.flatMap((run, i) => [
        ...(run.error ? [`- ${page.path}, run ${i + 1}: Lighthouse did not run: ${run.error}`] : []),
        ...(run.attempts > 1 && !run.error ? [`- ${page.path}, run ${i + 1}: after a failed first try`] : []),
      ]),
      ...(medianRun
        ? [
            `- ${page.path}: performance audits below full marks in a run that scored the median: ${medianRun.shortfalls.join("; ") || "none"}`,
          ]
        : []),
      `- ${page.path}: failed audits of the other categories, in any run: ${otherFailures.join(", ") || "none"}`,
    ];
  });
  return [
    "## Lighthouse",
    "",
    `Lighthouse CLI, mobile (its default form factor, simulated throttling), Debian's Chromium with tests/support/chromium.ts flags, against the instance with the edge HTML cache on; ` +
      `${LIGHTHOUSE_RUNS} runs per page, one after another. Every figure is the median over the runs (nearest rank); benchmarkIndex is Lighthouse's measure of this machine's CPU speed in each run.`,
    "",
    table(
      ["Page", "Performance", "each run", "Accessibility", "Best practices", "SEO", "LCP", "TBT", "CLS", "benchmarkIndex"],
      pages.map((page) => [
        page.path,
        n(page.median.performance),
        eachRun(page, (run) => run.performance),
        n(page.median.accessibility),
        n(page.median.bestPractices),
        n(page.median.seo),
        n(page.median.lcpMs, " ms"),
        n(page.median.tbtMs, " ms"),
        page.median.cls === null ? "–" : page.median.cls.toFixed(3),
        eachRun(page, (run) => run.benchmarkIndex),
      ]),
    ),
    "",
    ...notes,
  ].join("\n");
}

async function main(): Promise<void> {
  const info = machine();
  const build = await buildUnlessSkipped();
  const snapshot = snapshotBuild(build.site);
  try {
    await measure(info, build, snapshot);
  } finally {
    snapshot.remove();
  }
}

async function measure(info: Machine, build: Build, snapshot: SiteSnapshot): Promise<void> {
  console.log(`SSR in node, ${renders} renders per page …`);
  const ssr = await measureSsr(renders);

  const offHtml = await withSite(snapshot, { HTML_CACHE_TTL_SECONDS: "0" }, async (site) => {
    const bytes = await measureRouteBytes(site.url);
    const offer = bytes.find((r) => r.path === BUDGET_PAGE);
    if (!offer) throw new Error(`${BUDGET_PAGE} was not measured`);
    const asset = staticAssetNear(snapshot.clientDir, offer.html.raw);
    await expectStaticAsset(site.url, asset);
    for (const path of THROUGHPUT_PAGES) await expectPageCache(site.url, path, "off");
    return { bytes, asset, throughput: await throughputRuns(site.url, "uncached", asset.path) };
  });
  const { bytes, asset } = offHtml;

  const onCache = await withSite(snapshot, {}, async (site) => {
    for (const path of THROUGHPUT_PAGES) await expectPageCache(site.url, path, "hit");
    const throughput = await throughputRuns(site.url, "cached", asset.path);
    console.log(
      `Main-thread blocking time in Chromium, ${OBSERVED_LOADS} observed and ${TRACED_LOADS} traced cold loads per page and mode …`,
    );
    const blocking = await measureBlockingTime(site.url);
    console.log("Service worker: what it stores at install, and the menu painted offline …");
    const offline = await measureOffline(site.url, snapshot.clientDir);
    const lighthouse: LighthousePage[] = [];
    for (const path of LIGHTHOUSE_PATHS) {
      await expectPageCache(site.url, path, "hit");
      lighthouse.push(runLighthouse(site.url, path));
    }
    console.log("First interaction with an island nobody has touched yet …");
    const interactions = await measureFirstInteractions(site.url);
    console.log("The HTTP Observatory behind a local TLS proxy …");
    const observatory = await runObservatory(site.url);
    return { throughput, blocking, offline, lighthouse, interactions, observatory };
  });

  const throughput = [...offHtml.throughput, ...onCache.throughput];
  const budgets = [
    ...evaluateBudgets({
      ssr,
      throughput,
      bytes,
      blocking: onCache.blocking,
      lighthouse: onCache.lighthouse,
      offline: onCache.offline,
      editor: measureEditorBytes(snapshot.clientDir, build.site.editor, bytes),
    }),
    ...interactionBudgets(onCache.interactions),
    observatoryBudget(onCache.observatory),
  ];
  const offerHtml = bytes.find((r) => r.path === BUDGET_PAGE)!.html.raw;

  const markdown = [
    ...reportHeading("Benchmark", info, build),
    "",
    budgetSection(budgets),
    "",
    throughputSection(throughput, asset, offerHtml),
    "",
    ssrSection(ssr),
    "",
    bytesSection(bytes),
    "",
    blockingSection(onCache.blocking),
    "",
    offlineSection(onCache.offline),
    "",
    compositionSection(build.chunks),
    "",
    lighthouseSection(onCache.lighthouse),
    "",
    interactionSection(onCache.interactions),
    "",
    observatorySection(onCache.observatory),
    "",
  ].join("\n");
  const paths = writeResults("bench", markdown, {
    machine: info,
    build: { ...build.site, fresh: build.chunks !== null },
    settings: { seconds, connections: CONNECTIONS, renders },
    staticAsset: asset,
    budgets,
    throughput,
    ssr,
    bytes,
    chunks: build.chunks,
    blocking: onCache.blocking,
    offline: onCache.offline,
    lighthouse: onCache.lighthouse,
    interactions: onCache.interactions,
    observatory: onCache.observatory,
  });
  console.log(`\n${markdown}\nWrote ${paths.markdown} and ${paths.json}`);
}

await main();
