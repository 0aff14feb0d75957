/**
 * Main-thread blocking time of a cold load on a slow phone: Debian's Chromium through
 * playwright-core, viewport 390×844, CPU slowed 4× (CDP Emulation.setCPUThrottlingRate), each
 * load in a fresh browser context (empty cache). Blocked time is the sum over long tasks of
 * (duration − 50 ms), from navigation start until 2 s after the load event. Each page is loaded
 * with its scripts and as "HTML alone", alternately, and read in two ways:
 *
 * - Observed (the budget): the long tasks the page itself is told of, by a buffered 'longtask'
 *   PerformanceObserver installed before the document's first script. This is how the budget's
 *   reference figures were taken: on the build before the islands it reads the figures the
 *   README quotes, and so does "HTML alone", which here is the same HTML with its
 *   scripts removed (its JSON data blocks kept), so that the observer still runs.
 * - Traced (for reference): every top-level task of the renderer's main thread, from a CDP trace
 *   (main-thread-trace.ts), with "HTML alone" as JavaScript disabled. It adds the tasks that
 *   commit the navigation and do the first style and layout in the fresh renderer, which the
 *   Long Tasks API reports only when a script happened to run in them: the cost of the HTML,
 *   alike with and without scripts. Tracing slows script (V8 then collects source positions),
 *   so the traced loads are separate from the observed ones.
 */
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { CHROMIUM_ARGS, chromiumPath } from "../support/chromium";
import { pageLoadTasks, TRACE_CATEGORIES } from "./main-thread-trace";
import { loadsInTurn, type LoadSeries } from "./loads-in-turn";
import { table } from "./report";
import { fmtMs, median } from "./stats";

const BLOCKING_PATHS = ["/", "/ponudba", "/cevapi-ljubljana"] as const;
/** Whether the first style-and-layout task is reported depends on timing, so more than three loads steady the median. */
export const OBSERVED_LOADS = 7;
export const TRACED_LOADS = 3;
export const CPU_SLOWDOWN = 4;
export const VIEWPORT = { width: 390, height: 844 };
const AFTER_LOAD_MS = 2000;
const LONG_TASK_MS = 50;

type LoadMode = "withScripts" | "htmlAlone";
const MODES: LoadMode[] = ["withScripts", "htmlAlone"];

interface BlockingLoad {
  blockedMs: number;
  loadMs: number;
  /** Tasks over LONG_TASK_MS, ms, in the order they ran. */
  longTasksMs: number[];
}

type BlockingSeries = LoadSeries<BlockingLoad>;

type SeriesByMode = Record<LoadMode, BlockingSeries>;

export interface BlockingResult {
  path: string;
  observed: SeriesByMode;
  traced: SeriesByMode;
}

const OBSERVER_SCRIPT = `window.__longTasks = [];
new PerformanceObserver((list) => { for (const task of list.getEntries()) window.__longTasks.push([task.startTime, task.duration]); })
  .observe({ type: "longtask", buffered: true });`;

/** The page without what runs: script elements other than data blocks, and module preloads. */
function withoutScripts(html: string): string {
  return html
    .replace(/<script\b(?![^>]*\btype="(?:application\/(?:ld\+)?json|speculationrules)")[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/g, "");
}

const blockedMs = (load: BlockingLoad) => load.blockedMs;

function blockedLoad(longTasksMs: number[], loadMs: number): BlockingLoad {
  return { blockedMs: longTasksMs.reduce((sum, ms) => sum + ms - LONG_TASK_MS, 0), loadMs, longTasksMs };
}

async function slowPhonePage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  return page;
}

async function observedLoad(browser: Browser, url: string, mode: LoadMode): Promise<BlockingLoad> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await slowPhonePage(context);
    if (mode === "htmlAlone")
      await page.route(url, async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, body: withoutScripts(await response.text()) });
      });
    await page.addInitScript(OBSERVER_SCRIPT);
    await page.goto(url, { waitUntil: "load", timeout: 60_000 });
    await page.waitForTimeout(AFTER_LOAD_MS);
    const { tasks, loadMs } = await page.evaluate(() => ({
      tasks: (window as unknown as { __longTasks: [number, number][] }).__longTasks,
      loadMs: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventEnd,
    }));
    const longTasksMs = tasks.filter(([start]) => start < loadMs + AFTER_LOAD_MS).map(([, duration]) => duration);
    return blockedLoad(longTasksMs, loadMs);
  } finally {
    await context.close();
  }
}

async function tracedLoad(browser: Browser, url: string, mode: LoadMode): Promise<BlockingLoad> {
  const context = await browser.newContext({ viewport: VIEWPORT, javaScriptEnabled: mode === "withScripts" });
  try {
    const page = await slowPhonePage(context);
    // Traced from the browser, not the page: a page's trace follows its processes, and on a
    // busy machine the new renderer that the navigation starts was sometimes added too late,
    // losing the navigation's events.
    await browser.startTracing(undefined, { categories: TRACE_CATEGORIES });
    let trace: Buffer;
    try {
      await page.goto(url, { waitUntil: "load", timeout: 60_000 });
      await page.waitForTimeout(AFTER_LOAD_MS);
    } finally {
      trace = await browser.stopTracing();
    }
    const { loadMs, tasksMs } = pageLoadTasks(trace, url, AFTER_LOAD_MS);
    return blockedLoad(
      tasksMs.filter((ms) => ms > LONG_TASK_MS),
      loadMs,
    );
  } finally {
    await context.close();
  }
}

export async function measureBlockingTime(origin: string): Promise<BlockingResult[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    // The browser's own first-use costs (starting its network and renderer processes) belong to no page.
    const warmUp = await browser.newContext();
    await (await warmUp.newPage()).goto(`${origin}/robots.txt`);
    await warmUp.close();
    const results: BlockingResult[] = [];
    for (const path of BLOCKING_PATHS) {
      const url = `${origin}${path}`;
      const observed = await loadsInTurn(OBSERVED_LOADS, MODES, (mode) => observedLoad(browser, url, mode), blockedMs);
      const traced = await loadsInTurn(TRACED_LOADS, MODES, (mode) => tracedLoad(browser, url, mode), blockedMs);
      const ms = (s: BlockingSeries) => `${s.medianMs.toFixed(0)} ms`;
      console.log(
        `blocking ${path}: with scripts ${ms(observed.withScripts)}, HTML alone ${ms(observed.htmlAlone)} (observed, median of ${OBSERVED_LOADS}); ` +
          `traced ${ms(traced.withScripts)} / ${ms(traced.htmlAlone)} (median of ${TRACED_LOADS}); CPU ${CPU_SLOWDOWN}× slower`,
      );
      results.push({ path, observed, traced });
    }
    return results;
  } finally {
    await browser.close();
  }
}

export function blockingSection(results: BlockingResult[]): string {
  const each = (s: BlockingSeries) => (s.loads.length ? s.loads.map((load) => load.blockedMs.toFixed(0)).join(" / ") + " ms" : "–");
  const errors = results.flatMap((r) =>
    (["observed", "traced"] as const).flatMap((reading) =>
      MODES.flatMap((mode) => {
        const error = r[reading][mode].error;
        return error ? [`- ${r.path}, ${reading}, ${mode === "withScripts" ? "with scripts" : "HTML alone"}: a load failed: ${error}`] : [];
      }),
    ),
  );
  return [
    "## Main-thread blocking time (Chromium)",
    "",
    `Debian's Chromium (playwright-core, tests/support/chromium.ts flags), viewport ${VIEWPORT.width}×${VIEWPORT.height}, CPU ${CPU_SLOWDOWN}× slower (CDP Emulation.setCPUThrottlingRate), ` +
      "each load cold in a fresh browser context. Blocked time: the sum over long tasks of " +
      `(duration − ${LONG_TASK_MS} ms), from navigation start until ${AFTER_LOAD_MS / 1000} s after the load event; loads with and without scripts alternate.`,
    "",
    `- **Observed** (the budget; median of ${OBSERVED_LOADS}): the long tasks the page is told of (a buffered \`longtask\` PerformanceObserver installed before its first script), ` +
      "as the budget's reference figures were taken. HTML alone: the same HTML with its scripts removed (JSON data blocks kept).",
    `- **Traced** (for reference; median of ${TRACED_LOADS}): every top-level task of the renderer's main thread in a CDP trace, HTML alone with JavaScript disabled. ` +
      "It adds the tasks that commit the navigation and do the first style and layout in the fresh renderer, which the page is told of only when a script ran in them.",
    "",
    table(
      [
        "Page",
        "Observed, with scripts",
        "Observed, HTML alone",
        "each load (with / alone)",
        "Traced, with scripts",
        "Traced, HTML alone",
        "Load event (observed, with scripts)",
      ],
      results.map((r) => [
        r.path,
        fmtMs(r.observed.withScripts.medianMs, 0),
        fmtMs(r.observed.htmlAlone.medianMs, 0),
        `${each(r.observed.withScripts)}; ${each(r.observed.htmlAlone)}`,
        fmtMs(r.traced.withScripts.medianMs, 0),
        fmtMs(r.traced.htmlAlone.medianMs, 0),
        fmtMs(median(r.observed.withScripts.loads.map((load) => load.loadMs)), 0),
      ]),
    ),
    ...(errors.length ? ["", ...errors] : []),
  ].join("\n");
}
