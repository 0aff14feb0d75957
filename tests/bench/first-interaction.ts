/**
 * The latency of a visitor's first interaction with an island that has not hydrated yet, as
 * INP counts it: Debian's Chromium, 390×844, CPU slowed 4×, a fresh context per run. The page
 * is loaded and left idle for a moment (React's chunks are then fetched, not run), the target
 * is clicked. Two figures: the Event Timing API's longest entry of that interaction (input
 * delay, handlers and the next paint: what INP counts), and the time from the pointerdown to
 * the frame after the island's own handler has run (after hydrating and repeating the click:
 * what the visitor waits for, which Event Timing does not see, as the repeated click is not
 * trusted input). The language toggle's navigation is cancelled
 * after its handlers have run (a window listener, the last to see the click), so that the
 * page stays to report it.
 */
import { chromium, type Page } from "playwright-core";
import { CHROMIUM_ARGS, chromiumPath } from "../support/chromium";
import { CPU_SLOWDOWN, VIEWPORT } from "./blocking-time";
import { table, type BudgetLine } from "./report";
import { fmtMs, median } from "./stats";

const INTERACTION_RUNS = 5;
const IDLE_BEFORE_MS = 1500;

interface Target {
  name: string;
  path: string;
  selector: string;
}

const TARGETS: Target[] = [
  { name: "language menu", path: "/", selector: ".lang-menu summary >> visible=true" },
  { name: "notice button", path: "/", selector: ".notice--student .notice__hide" },
  { name: "menu chip", path: "/ponudba", selector: ".category-filter .chip >> nth=3" },
];

export interface InteractionResult {
  name: string;
  path: string;
  /** Event Timing's duration of the interaction, per run. */
  latenciesMs: number[];
  /** From the pointerdown to the frame after the island's handler ran, per run. */
  toEffectMs: number[];
}

/** The smallest duration Event Timing reports (its minimum threshold). */
const EVENT_TIMING_THRESHOLD_MS = 16;

const OBSERVER_SCRIPT = `window.__interactions = [];
window.__pressedAt = 0;
window.__effectAt = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) if (entry.interactionId) window.__interactions.push(entry.duration);
}).observe({ type: "event", durationThreshold: ${EVENT_TIMING_THRESHOLD_MS}, buffered: true });
window.addEventListener("pointerdown", (event) => { window.__pressedAt ||= event.timeStamp; }, true);
window.addEventListener("click", (event) => {
  event.preventDefault();
  if (!window.__effectAt) requestAnimationFrame(() => setTimeout(() => { window.__effectAt ||= performance.now(); }));
});`;

interface Measured {
  eventTiming: number[];
  pressedAt: number;
  effectAt: number;
}

async function firstInteraction(page: Page, origin: string, target: Target): Promise<{ latency: number; toEffect: number }> {
  await page.goto(`${origin}${target.path}`, { waitUntil: "load", timeout: 60_000 });
  await page.waitForFunction(() => localStorage.getItem("lang") !== null);
  await page.waitForTimeout(IDLE_BEFORE_MS);
  await page.evaluate(OBSERVER_SCRIPT);
  await page.locator(target.selector).click({ noWaitAfter: true });
  await page.waitForFunction(
    () => {
      const w = window as unknown as { __effectAt: number };
      return w.__effectAt > 0;
    },
    undefined,
    { timeout: 10_000 },
  );
  await page.waitForTimeout(300);
  const result: Measured = await page.evaluate(() => {
    const w = window as unknown as { __interactions: number[]; __pressedAt: number; __effectAt: number };
    return { eventTiming: w.__interactions, pressedAt: w.__pressedAt, effectAt: w.__effectAt };
  });
  // Event Timing reports no entry under its 16 ms threshold: such an interaction counts as 16 ms.
  return { latency: Math.max(EVENT_TIMING_THRESHOLD_MS, ...result.eventTiming), toEffect: result.effectAt - result.pressedAt };
}

export async function measureFirstInteractions(origin: string): Promise<InteractionResult[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const results: InteractionResult[] = [];
    for (const target of TARGETS) {
      const latenciesMs: number[] = [];
      const toEffectMs: number[] = [];
      for (let run = 0; run < INTERACTION_RUNS; run++) {
        const context = await browser.newContext({ viewport: VIEWPORT });
        try {
          const page = await context.newPage();
          const cdp = await context.newCDPSession(page);
          await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
          const { latency, toEffect } = await firstInteraction(page, origin, target);
          latenciesMs.push(latency);
          toEffectMs.push(toEffect);
        } finally {
          await context.close();
        }
      }
      results.push({ name: target.name, path: target.path, latenciesMs, toEffectMs });
    }
    return results;
  } finally {
    await browser.close();
  }
}

const BUDGET_MS = 200;

/** Per island, the slower of the two medians against the budget. */
export function interactionBudgets(results: InteractionResult[]): BudgetLine[] {
  return results.map((r) => {
    const slower = Math.max(median(r.latenciesMs), median(r.toEffectMs));
    return {
      name: `First interaction, ${r.name} on ${r.path} (CPU ${CPU_SLOWDOWN}× slower, median of ${INTERACTION_RUNS}: Event Timing, and to the effect's frame)`,
      limit: `≤ ${BUDGET_MS} ms`,
      measured: `${fmtMs(median(r.latenciesMs), 0)} / ${fmtMs(median(r.toEffectMs), 0)}`,
      met: slower <= BUDGET_MS,
    };
  });
}

export function interactionSection(results: InteractionResult[]): string {
  return [
    `## First interaction (Event Timing, CPU ×${CPU_SLOWDOWN}, ${VIEWPORT.width} px, ${INTERACTION_RUNS} runs)`,
    "",
    table(
      ["island", "page", "Event Timing, median", "runs", "to the effect's frame, median", "runs"],
      results.map((r) => [
        r.name,
        r.path,
        fmtMs(median(r.latenciesMs), 0),
        r.latenciesMs.map((ms) => fmtMs(ms, 0)).join(", "),
        fmtMs(median(r.toEffectMs), 0),
        r.toEffectMs.map((ms) => fmtMs(ms, 0)).join(", "),
      ]),
    ),
  ].join("\n");
}
