import { CPU_SLOWDOWN, OBSERVED_LOADS, type BlockingResult } from "./blocking-time";
import type { LighthousePage } from "./lighthouse";
import { OFFLINE_FROM, OFFLINE_LOADS, OFFLINE_MENU, type OfflineResult } from "./offline";
import type { EditorBytes, RouteBytes } from "./route-bytes";
import type { SsrResult } from "./ssr-cpu";
import type { BudgetLine } from "./report";
import { fmtKb, fmtMs, fmtRatio } from "./stats";
import type { ThroughputResult } from "./throughput";

/**
 * A cold isolate's first request within the Workers free plan's 10 ms of CPU, the warm page
 * well under it, the uncached page at half the worker's floor, and the renderer's warm-up well
 * inside the 1 s startup limit (npm run bench:ssr).
 */
export const SSR_BUDGET = {
  firstMs: 10,
  medianMs: 1,
  p99Ms: 5,
  /** Uncached BUDGET_PAGE's requests per second as a share of FLOOR_PATH's, same run and instance. */
  uncachedToFloor: 0.5,
  startupMs: 200,
} as const;

/** The budgets: JavaScript, inline JSON and blocking time (docs/decisions/001-islands-without-client-router.md), CSS and HTML, the service worker. */
const BUDGET = {
  initialJsGzip: 75 * 1024,
  /** What another language's menu may load beyond the Slovenian one's (decision 011: strings stay on the server). */
  otherLanguageJsGzip: 1024,
  /** Raw bytes per page of JSON for scripts (inline-json.ts); structured data for crawlers is reported beside it. */
  inlineJson: 8 * 1024,
  /** With scripts, on BLOCKING_PATHS (blocking-time.ts). */
  blockingMs: 150,
  lighthousePerformance: 98,
  /** Accessibility, best practices and SEO. */
  lighthouseOtherCategories: 100,
  cls: 0,
  cssGzip: 15 * 1024,
  offerHtmlGzip: 35 * 1024,
  /** What a browser that asks for brotli receives of the same page. */
  offerHtmlBrotli: 15 * 1024,
  serviceWorkerGzip: 8 * 1024,
  /** What the service worker's install stores, gzip (what it costs to transfer). */
  installStoredGzip: 250 * 1024,
  /** First contentful paint of the menu offline, after only the home page was seen (offline.ts). */
  offlineMenuPaintMs: 300,
  /** The editor's own script (client/editor), built on its own; the public pages load none of it. */
  editorJsGzip: 30 * 1024,
} as const;

export const BUDGET_PAGE = "/ponudba";
export const THROUGHPUT_PAGES = ["/", "/ponudba", "/en/ponudba"] as const;
/** A few bytes the worker answers by itself: the floor of a request through this worker. */
export const FLOOR_PATH = "/robots.txt";

export interface Measurements {
  ssr: SsrResult[];
  throughput: ThroughputResult[];
  bytes: RouteBytes[];
  blocking: BlockingResult[];
  lighthouse: LighthousePage[];
  offline: OfflineResult | null;
  /** Null where a bench measures something else. */
  editor: EditorBytes | null;
}

/** A target's requests per second as a share of another path's, measured in the same instance. */
export function ratioTo(results: ThroughputResult[], basePath: string, line: ThroughputResult): number {
  const base = results.find((r) => r.instance === line.instance && r.path === basePath);
  return base && base.requests > 0 && line.requests > 0 ? line.requestsPerSec / base.requestsPerSec : Number.NaN;
}

function worst<T>(items: T[], value: (item: T) => number): T | undefined {
  return items.reduce<T | undefined>((max, item) => (max === undefined || value(item) > value(max) ? item : max), undefined);
}

function ssrLines(ssr: SsrResult[]): BudgetLine[] {
  const offer = ssr.find((r) => r.path === BUDGET_PAGE);
  if (!offer) return [];
  const line = (figure: string, value: number, limit: number): BudgetLine => ({
    name: `SSR ${BUDGET_PAGE} ${figure} (node, main-thread CPU)`,
    limit: `≤ ${fmtMs(limit, 0)}`,
    measured: fmtMs(value),
    met: value <= limit,
  });
  return [
    line("median", offer.medianMs, SSR_BUDGET.medianMs),
    line("p99", offer.p99Ms, SSR_BUDGET.p99Ms),
    line("first render in a fresh process", offer.firstMs, SSR_BUDGET.firstMs),
    line("renderer warm-up at startup", offer.startupMs, SSR_BUDGET.startupMs),
  ];
}

function throughputLines(throughput: ThroughputResult[]): BudgetLine[] {
  const offer = throughput.find((r) => r.instance === "uncached" && r.path === BUDGET_PAGE);
  if (!offer) return [];
  const ratio = ratioTo(throughput, FLOOR_PATH, offer);
  return [
    {
      name: `Uncached SSR ${BUDGET_PAGE} throughput`,
      limit: `≥ ${fmtRatio(SSR_BUDGET.uncachedToFloor)} ${FLOOR_PATH}`,
      measured: Number.isFinite(ratio) ? fmtRatio(ratio) : "not measured (no responses)",
      met: ratio >= SSR_BUDGET.uncachedToFloor,
    },
  ];
}

function byteLines(bytes: RouteBytes[]): BudgetLine[] {
  const lines: BudgetLine[] = [];
  const js = worst(bytes, (r) => r.initialJs.gzip);
  if (js)
    lines.push({
      name: "Initial JS, every route (largest)",
      limit: `≤ ${fmtKb(BUDGET.initialJsGzip)} gzip`,
      measured: `${fmtKb(js.initialJs.gzip)} (${js.path})`,
      met: js.initialJs.gzip <= BUDGET.initialJsGzip,
    });
  const slovenianMenu = bytes.find((r) => r.path === BUDGET_PAGE);
  const otherMenus = bytes.filter((r) => r.path.endsWith(BUDGET_PAGE) && r.path !== BUDGET_PAGE);
  const heaviestMenu = worst(otherMenus, (r) => r.initialJs.gzip);
  if (slovenianMenu && heaviestMenu) {
    const extra = heaviestMenu.initialJs.gzip - slovenianMenu.initialJs.gzip;
    lines.push({
      name: `Initial JS of ${BUDGET_PAGE} in another language, beyond the Slovenian (largest)`,
      limit: `≤ ${fmtKb(BUDGET.otherLanguageJsGzip)} gzip`,
      measured: `${fmtKb(extra)} (${heaviestMenu.path})`,
      met: extra <= BUDGET.otherLanguageJsGzip,
    });
  }
  const json = worst(bytes, (r) => r.inlineJson.forScripts);
  if (json) {
    const over = bytes.filter((r) => r.inlineJson.forScripts > BUDGET.inlineJson).length;
    const ld = worst(bytes, (r) => r.inlineJson.structuredData)!;
    lines.push({
      name: "Inline JSON for scripts, every page (largest)",
      limit: `≤ ${fmtKb(BUDGET.inlineJson)} raw`,
      measured:
        `${fmtKb(json.inlineJson.forScripts)} (${json.path}); ${over} of ${bytes.length} routes over; ` +
        `beside it, JSON-LD for crawlers up to ${fmtKb(ld.inlineJson.structuredData)} (${ld.path})`,
      met: over === 0,
    });
  }
  const css = worst(bytes, (r) => r.css.gzip);
  if (css)
    lines.push({
      name: "CSS, every route (largest)",
      limit: `≤ ${fmtKb(BUDGET.cssGzip)} gzip`,
      measured: `${fmtKb(css.css.gzip)} (${css.path})`,
      met: css.css.gzip <= BUDGET.cssGzip,
    });
  const offer = bytes.find((r) => r.path === BUDGET_PAGE);
  if (offer)
    lines.push({
      name: `HTML of ${BUDGET_PAGE}`,
      limit: `≤ ${fmtKb(BUDGET.offerHtmlGzip)} gzip`,
      measured: fmtKb(offer.html.gzip),
      met: offer.html.gzip <= BUDGET.offerHtmlGzip,
    });
  if (offer)
    lines.push({
      name: `HTML of ${BUDGET_PAGE}, brotli`,
      limit: `≤ ${fmtKb(BUDGET.offerHtmlBrotli)} brotli`,
      measured: fmtKb(offer.html.brotli),
      met: offer.html.brotli <= BUDGET.offerHtmlBrotli,
    });
  return lines;
}

function blockingLines(blocking: BlockingResult[]): BudgetLine[] {
  return blocking.map(({ path, observed: { withScripts, htmlAlone } }) => ({
    name: `Main-thread blocking time ${path} (Chromium, CPU ${CPU_SLOWDOWN}× slower, long tasks observed, median of ${OBSERVED_LOADS})`,
    limit: `≤ ${fmtMs(BUDGET.blockingMs, 0)}`,
    measured: Number.isFinite(withScripts.medianMs)
      ? `${fmtMs(withScripts.medianMs, 0)} (HTML alone ${fmtMs(htmlAlone.medianMs, 0)})`
      : `not measured (${withScripts.error ?? "no load"})`,
    met: withScripts.medianMs <= BUDGET.blockingMs,
  }));
}

function lighthouseLines(pages: LighthousePage[]): BudgetLine[] {
  const n = (value: number | null) => (value === null ? "–" : String(value));
  return pages.flatMap(({ path, median }) => {
    const others = [median.accessibility, median.bestPractices, median.seo];
    return [
      {
        name: `Lighthouse mobile performance ${path} (median)`,
        limit: `≥ ${BUDGET.lighthousePerformance}`,
        measured: median.performance === null ? "not measured" : String(median.performance),
        met: median.performance !== null && median.performance >= BUDGET.lighthousePerformance,
      },
      {
        name: `Lighthouse accessibility / best practices / SEO ${path} (medians)`,
        limit: `${BUDGET.lighthouseOtherCategories} each`,
        measured: others.map(n).join(" / "),
        met: others.every((score) => score === BUDGET.lighthouseOtherCategories),
      },
      {
        name: `Lighthouse CLS ${path} (median)`,
        limit: `${BUDGET.cls}`,
        measured: median.cls === null ? "not measured" : median.cls.toFixed(3),
        met: median.cls === BUDGET.cls,
      },
    ];
  });
}

function offlineLines(offline: OfflineResult | null): BudgetLine[] {
  if (!offline) return [];
  return [
    {
      name: "Service worker (/sw.js)",
      limit: `≤ ${fmtKb(BUDGET.serviceWorkerGzip)} gzip`,
      measured: fmtKb(offline.worker.gzip),
      met: offline.worker.gzip <= BUDGET.serviceWorkerGzip,
    },
    {
      name: "What the service worker stores at install",
      limit: `≤ ${fmtKb(BUDGET.installStoredGzip)} gzip`,
      measured: `${fmtKb(offline.storedGzip)} (${offline.stored.length} files)`,
      met: offline.storedGzip <= BUDGET.installStoredGzip,
    },
    {
      name: `First paint of ${OFFLINE_MENU} offline after only ${OFFLINE_FROM} (Chromium, 390 px, CPU ${CPU_SLOWDOWN}× slower, median of ${OFFLINE_LOADS})`,
      limit: `≤ ${fmtMs(BUDGET.offlineMenuPaintMs, 0)}`,
      measured: Number.isFinite(offline.offline.medianMs)
        ? `${fmtMs(offline.offline.medianMs, 0)} (a three-line stored page ${fmtMs(offline.threeLines.medianMs, 0)}; online ${fmtMs(offline.online.medianMs, 0)})`
        : `not measured (${offline.offline.error ?? "no load"})`,
      met: offline.offline.medianMs <= BUDGET.offlineMenuPaintMs,
    },
  ];
}

function editorLines(editor: EditorBytes | null): BudgetLine[] {
  if (!editor) return [];
  return [
    {
      name: "Editor script (editor.js), on no public route",
      limit: `≤ ${fmtKb(BUDGET.editorJsGzip)} gzip`,
      measured:
        `${fmtKb(editor.script.gzip)} (its style sheet ${fmtKb(editor.css.gzip)}); ` +
        (editor.loadedBy.length === 0 ? "loaded by no public route" : `loaded by ${editor.loadedBy.join(", ")}`),
      met: editor.script.gzip <= BUDGET.editorJsGzip && editor.loadedBy.length === 0,
    },
  ];
}

export function evaluateBudgets(m: Measurements): BudgetLine[] {
  return [
    ...ssrLines(m.ssr),
    ...throughputLines(m.throughput),
    ...byteLines(m.bytes),
    ...blockingLines(m.blocking),
    ...lighthouseLines(m.lighthouse),
    ...offlineLines(m.offline),
    ...editorLines(m.editor),
  ];
}
