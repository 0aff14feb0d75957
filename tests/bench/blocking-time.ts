/**
 * Main-thread blocking time of a cold load on a slow phone: Debian's Chromium through
 * playwright-core, viewport 390×844, CPU slowed 4× (CDP Emulation.setCPUThrottlingRate), each
 * load in a fresh browser context (empty cache). Blocked time is the sum over the main
 * thread's long tasks of (duration − 50 ms), from navigation start until 2 s after the load
 * event; the figure is the median of 3 loads. Each page is loaded with its scripts and with
 * JavaScript disabled ("HTML alone": parsing, style, layout and paint only).
 *
 * The tasks come from a CDP trace (main-thread-trace.ts), not from a 'longtask'
 * PerformanceObserver installed by an init script: in trial runs the observer never reported
 * the task that commits the navigation and parses the HTML, nor the first style-and-layout
 * task, several hundred ms together at 4× on /ponudba, and with JavaScript disabled no
 * observer can run at all. The trace sees every task, and measures both columns the same way.
 */
import { chromium, type Browser } from "playwright-core";
import { CHROMIUM_ARGS, chromiumPath } from "../support/chromium";
import { pageLoadTasks, TRACE_CATEGORIES } from "./main-thread-trace";
import { median } from "./stats";

const BLOCKING_PATHS = ["/", "/ponudba", "/cevapi-ljubljana"] as const;
export const BLOCKING_LOADS = 3;
export const CPU_SLOWDOWN = 4;
export const VIEWPORT = { width: 390, height: 844 };
export const AFTER_LOAD_MS = 2000;
export const LONG_TASK_MS = 50;

interface BlockingLoad {
  blockedMs: number;
  loadMs: number;
  /** Tasks over LONG_TASK_MS, ms, in the order they ran. */
  longTasksMs: number[];
}

export interface BlockingSeries {
  /** NaN when no load could be measured. */
  medianMs: number;
  loads: BlockingLoad[];
  /** Why a load could not be measured (the first such reason). */
  error?: string;
}

export interface BlockingResult {
  path: string;
  withScripts: BlockingSeries;
  htmlAlone: BlockingSeries;
}

async function coldLoad(browser: Browser, url: string, javaScriptEnabled: boolean): Promise<BlockingLoad> {
  const context = await browser.newContext({ viewport: VIEWPORT, javaScriptEnabled });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
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
    const longTasksMs = tasksMs.filter((ms) => ms > LONG_TASK_MS);
    return { blockedMs: longTasksMs.reduce((sum, ms) => sum + ms - LONG_TASK_MS, 0), loadMs, longTasksMs };
  } finally {
    await context.close();
  }
}

function series(loads: BlockingLoad[], errors: string[]): BlockingSeries {
  return { medianMs: median(loads.map((load) => load.blockedMs)), loads, ...(errors.length ? { error: errors[0] } : {}) };
}

/** Every page's loads alternate with and without scripts, so that a change in the machine's load meanwhile touches both alike. */
export async function measureBlockingTime(origin: string): Promise<BlockingResult[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    // The browser's own first-use costs (starting its network and renderer processes) belong to no page.
    const warmUp = await browser.newContext();
    await (await warmUp.newPage()).goto(`${origin}/robots.txt`);
    await warmUp.close();
    const results: BlockingResult[] = [];
    for (const path of BLOCKING_PATHS) {
      const loads = { withScripts: [] as BlockingLoad[], htmlAlone: [] as BlockingLoad[] };
      const errors = { withScripts: [] as string[], htmlAlone: [] as string[] };
      for (let i = 0; i < BLOCKING_LOADS; i++) {
        for (const mode of ["withScripts", "htmlAlone"] as const) {
          try {
            loads[mode].push(await coldLoad(browser, `${origin}${path}`, mode === "withScripts"));
          } catch (error) {
            errors[mode].push(error instanceof Error ? error.message.split("\n")[0]! : String(error));
          }
        }
      }
      const result = {
        path,
        withScripts: series(loads.withScripts, errors.withScripts),
        htmlAlone: series(loads.htmlAlone, errors.htmlAlone),
      };
      console.log(
        `blocking ${path}: with scripts ${result.withScripts.medianMs.toFixed(0)} ms, HTML alone ${result.htmlAlone.medianMs.toFixed(0)} ms (median of ${BLOCKING_LOADS}, CPU ${CPU_SLOWDOWN}× slower)`,
      );
      results.push(result);
    }
    return results;
  } finally {
    await browser.close();
  }
}
