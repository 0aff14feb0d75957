import type { LighthousePage } from "./lighthouse";
import type { RouteBytes } from "./route-bytes";
import type { SsrResult } from "./ssr-cpu";
import { fmtKb, fmtMs, fmtRatio } from "./stats";
import type { Instance, ThroughputResult } from "./throughput";

/** Issue 7's budgets. */
export const BUDGET = {
  ssrMedianMs: 2,
  ssrFirstMs: 10,
  cachedRatio: 0.8,
  uncachedRatio: 0.25,
  initialJsGzip: 110 * 1024,
  cssGzip: 15 * 1024,
  offerHtmlGzip: 35 * 1024,
  lighthousePerformance: 100,
  cls: 0,
} as const;

export const BUDGET_PAGE = "/ponudba";
export const THROUGHPUT_PAGES = ["/", "/ponudba", "/en/ponudba"] as const;

export interface BudgetLine {
  name: string;
  limit: string;
  measured: string;
  met: boolean;
}

export interface Measurements {
  ssr: SsrResult[];
  throughput: ThroughputResult[];
  staticPath: string;
  bytes: RouteBytes[];
  lighthouse: LighthousePage[];
}

/** A page's requests per second as a share of the static asset's, in the same instance. */
export function ratioToStatic(results: ThroughputResult[], staticPath: string, line: ThroughputResult): number {
  const base = results.find((r) => r.instance === line.instance && r.path === staticPath);
  return base && base.requests > 0 && line.requests > 0 ? line.requestsPerSec / base.requestsPerSec : Number.NaN;
}

function worst<T>(items: T[], value: (item: T) => number): T | undefined {
  return items.reduce<T | undefined>((max, item) => (max === undefined || value(item) > value(max) ? item : max), undefined);
}

export function evaluateBudgets(m: Measurements): BudgetLine[] {
  const lines: BudgetLine[] = [];
  const offer = m.ssr.find((r) => r.path === BUDGET_PAGE);
  if (offer) {
    lines.push({ name: `SSR ${BUDGET_PAGE} median (node, main-thread CPU)`, limit: `≤ ${fmtMs(BUDGET.ssrMedianMs, 0)}`, measured: fmtMs(offer.medianMs), met: offer.medianMs <= BUDGET.ssrMedianMs });
    lines.push({ name: `SSR ${BUDGET_PAGE} first render (node, main-thread CPU)`, limit: `≤ ${fmtMs(BUDGET.ssrFirstMs, 0)}`, measured: fmtMs(offer.firstMs), met: offer.firstMs <= BUDGET.ssrFirstMs });
  }
  const throughputBudget = (instance: Instance, minimum: number, label: string) => {
    for (const path of THROUGHPUT_PAGES) {
      const line = m.throughput.find((r) => r.instance === instance && r.path === path);
      if (!line) continue;
      const ratio = ratioToStatic(m.throughput, m.staticPath, line);
      const measured = Number.isFinite(ratio) ? fmtRatio(ratio) : "not measured (no responses)";
      lines.push({ name: `${label} ${path} throughput`, limit: `≥ ${fmtRatio(minimum)} static`, measured, met: ratio >= minimum });
    }
  };
  throughputBudget("cached", BUDGET.cachedRatio, "Cached");
  throughputBudget("uncached", BUDGET.uncachedRatio, "Uncached SSR");

  const js = worst(m.bytes, (r) => r.initialJs.gzip);
  if (js) lines.push({ name: "Initial JS, every route (largest)", limit: `≤ ${fmtKb(BUDGET.initialJsGzip)} gzip`, measured: `${fmtKb(js.initialJs.gzip)} (${js.path})`, met: js.initialJs.gzip <= BUDGET.initialJsGzip });
  const css = worst(m.bytes, (r) => r.css.gzip);
  if (css) lines.push({ name: "CSS, every route (largest)", limit: `≤ ${fmtKb(BUDGET.cssGzip)} gzip`, measured: `${fmtKb(css.css.gzip)} (${css.path})`, met: css.css.gzip <= BUDGET.cssGzip });
  const offerBytes = m.bytes.find((r) => r.path === BUDGET_PAGE);
  if (offerBytes) lines.push({ name: `HTML of ${BUDGET_PAGE}`, limit: `≤ ${fmtKb(BUDGET.offerHtmlGzip)} gzip`, measured: fmtKb(offerBytes.html.gzip), met: offerBytes.html.gzip <= BUDGET.offerHtmlGzip });

  for (const page of m.lighthouse) {
    const { performance, cls } = page.median;
    lines.push({
      name: `Lighthouse mobile performance ${page.path} (median)`,
      limit: `${BUDGET.lighthousePerformance}`,
      measured: performance === null ? "not measured" : String(performance),
      met: performance === BUDGET.lighthousePerformance,
    });
    lines.push({
      name: `Lighthouse CLS ${page.path} (median)`,
      limit: `${BUDGET.cls}`,
      measured: cls === null ? "not measured" : cls.toFixed(3),
      met: cls === BUDGET.cls,
    });
  }
  return lines;
}
