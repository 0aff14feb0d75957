/**
 * The latency of a visitor's first interaction with an island that has not hydrated yet, as
 * INP counts it: Debian's Chromium, 390×844, CPU slowed 4×, a fresh context per run. The page
 * is loaded and left idle for a moment (React's chunks are then fetched, not run), the target
 * is clicked, and the Event Timing API's longest entry of that interaction (input delay,
 * handlers and the next paint) is its latency. The language toggle's navigation is held so
 * that the page stays to report it.
 */
import { chromium, type Page } from "playwright-core";
import { CHROMIUM_ARGS, chromiumPath } from "../support/chromium";
import { CPU_SLOWDOWN, VIEWPORT } from "./blocking-time";
import { table } from "./report";
import { fmtMs, median } from "./stats";

const INTERACTION_RUNS = 5;
const IDLE_BEFORE_MS = 1500;

interface Target {
  name: string;
  path: string;
  selector: string;
}

const TARGETS: Target[] = [
  { name: "language toggle", path: "/", selector: ".lang-toggle >> visible=true" },
  { name: "notice button", path: "/", selector: ".notice--student .notice__hide" },
  { name: "menu chip", path: "/ponudba", selector: ".category-filter .chip >> nth=3" },
];

export interface InteractionResult {
  name: string;
  path: string;
  latenciesMs: number[];
}

const OBSERVER_SCRIPT = `window.__interactions = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) if (entry.interactionId) window.__interactions.push(entry.duration);
}).observe({ type: "event", durationThreshold: 16, buffered: true });`;

async function firstInteraction(page: Page, origin: string, target: Target): Promise<number> {
  await page.route(/\/en(\/|$)/, () => undefined); // held: the page stays to report the toggle's click
  await page.goto(`${origin}${target.path}`, { waitUntil: "load", timeout: 60_000 });
  await page.waitForFunction(() => localStorage.getItem("lang") !== null);
  await page.waitForTimeout(IDLE_BEFORE_MS);
  await page.evaluate(OBSERVER_SCRIPT);
  await page.locator(target.selector).click({ noWaitAfter: true });
  await page.waitForFunction(() => (window as unknown as { __interactions: number[] }).__interactions.length > 0, undefined, {
    timeout: 10_000,
  });
  await page.waitForTimeout(300);
  const durations = await page.evaluate(() => (window as unknown as { __interactions: number[] }).__interactions);
  return Math.max(...durations);
}

export async function measureFirstInteractions(origin: string): Promise<InteractionResult[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const results: InteractionResult[] = [];
    for (const target of TARGETS) {
      const latenciesMs: number[] = [];
      for (let run = 0; run < INTERACTION_RUNS; run++) {
        const context = await browser.newContext({ viewport: VIEWPORT });
        try {
          const page = await context.newPage();
          const cdp = await context.newCDPSession(page);
          await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
          latenciesMs.push(await firstInteraction(page, origin, target));
        } finally {
          await context.close();
        }
      }
      results.push({ name: target.name, path: target.path, latenciesMs });
    }
    return results;
  } finally {
    await browser.close();
  }
}

export function interactionSection(results: InteractionResult[]): string {
  return [
    `### First interaction (Event Timing, CPU ×${CPU_SLOWDOWN}, ${VIEWPORT.width} px, ${INTERACTION_RUNS} runs)`,
    "",
    table(
      ["island", "page", "median ms", "runs ms"],
      results.map((r) => [r.name, r.path, fmtMs(median(r.latenciesMs), 0), r.latenciesMs.map((ms) => fmtMs(ms, 0)).join(", ")]),
    ),
  ].join("\n");
}
