import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CHROMIUM_ARGS, chromiumPath } from "../support/chromium";
import { ROOT } from "./build";
import { median } from "./stats";

export const LIGHTHOUSE_PATHS = ["/", "/ponudba", "/cevapi-ljubljana", "/en/ponudba", "/de/ponudba"] as const;
/** Lighthouse's simulated throttling still varies from run to run; the budgets read the median. */
export const LIGHTHOUSE_RUNS = 3;

export interface LighthouseRun {
  path: string;
  /** Runs it took (a failed trace is retried once). */
  attempts: number;
  /** Category scores 0–100; null when Lighthouse could not score the category. */
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** Lighthouse's measure of this machine's CPU speed (a typical desktop scores 1000–2000). */
  benchmarkIndex: number | null;
  /** Performance audits that did not score full marks, with what Lighthouse says about them. */
  shortfalls: string[];
  /** Failed audits of the other categories. */
  otherFailures: string[];
  /** Set when Lighthouse did not produce a report, with the reason. */
  error?: string;
}

/** Each figure's median over the runs that produced it; null when none did. */
type LighthouseMedians = Pick<LighthouseRun, "performance" | "accessibility" | "bestPractices" | "seo" | "lcpMs" | "tbtMs" | "cls">;

export interface LighthousePage {
  path: string;
  runs: LighthouseRun[];
  median: LighthouseMedians;
}

interface Audit {
  id: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  numericValue?: number;
}

interface Report {
  runtimeError?: { code: string; message: string };
  environment?: { benchmarkIndex?: number };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, Audit>;
}

const LIGHTHOUSE_CLI = join(ROOT, "node_modules/lighthouse/cli/index.js");
const ATTEMPTS = 2;

function score(report: Report, category: string): number | null {
  const value = report.categories[category]?.score;
  return value === null || value === undefined ? null : Math.round(value * 100);
}

function shortfalls(report: Report): string[] {
  const ids = new Set((report.categories.performance?.auditRefs ?? []).map((ref) => ref.id));
  return Object.values(report.audits)
    .filter((audit) => ids.has(audit.id) && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== "informative")
    .map((audit) => `${audit.id} (${Math.round(audit.score! * 100)}${audit.displayValue ? `, ${audit.displayValue}` : ""})`);
}

function otherFailures(report: Report): string[] {
  return ["accessibility", "best-practices", "seo"].flatMap((category) =>
    (report.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (report.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}: ${ref.id}`),
  );
}

/** Lighthouse's CLI (mobile, its default form factor and simulated throttling) on one page with Debian's Chromium. */
function lighthouseOnce(origin: string, path: string): LighthouseRun {
  const dir = mkdtempSync(join(tmpdir(), "grill-lighthouse-"));
  const output = join(dir, "report.json");
  const empty = {
    path,
    attempts: 1,
    performance: null,
    accessibility: null,
    bestPractices: null,
    seo: null,
    lcpMs: null,
    tbtMs: null,
    cls: null,
    benchmarkIndex: null,
    shortfalls: [],
    otherFailures: [],
  };
  try {
    const run = spawnSync(
      process.execPath,
      [
        LIGHTHOUSE_CLI,
        `${origin}${path}`,
        `--chrome-path=${chromiumPath()}`,
        `--chrome-flags=${CHROMIUM_ARGS.join(" ")}`,
        "--output=json",
        `--output-path=${output}`,
        "--quiet",
      ],
      { cwd: ROOT, encoding: "utf8", timeout: 180_000 },
    );
    if (run.status !== 0) {
      return {
        ...empty,
        error: `lighthouse exited with ${run.status ?? run.signal}: ${(run.stderr || run.error?.message || "").trim().slice(-500)}`,
      };
    }
    const report = JSON.parse(readFileSync(output, "utf8")) as Report;
    if (report.runtimeError) return { ...empty, error: `${report.runtimeError.code}: ${report.runtimeError.message}` };
    const numeric = (id: string) => report.audits[id]?.numericValue ?? null;
    const result: LighthouseRun = {
      path,
      attempts: 1,
      performance: score(report, "performance"),
      accessibility: score(report, "accessibility"),
      bestPractices: score(report, "best-practices"),
      seo: score(report, "seo"),
      lcpMs: numeric("largest-contentful-paint"),
      tbtMs: numeric("total-blocking-time"),
      cls: numeric("cumulative-layout-shift"),
      benchmarkIndex: report.environment?.benchmarkIndex ?? null,
      shortfalls: shortfalls(report),
      otherFailures: otherFailures(report),
    };
    return result;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Lighthouse itself asks to be run again after a failed trace (NO_NAVSTART and the like); it gets one more try. */
export function lighthouseRun(origin: string, path: string): LighthouseRun {
  let result = lighthouseOnce(origin, path);
  for (let attempt = 2; result.error && attempt <= ATTEMPTS; attempt++) {
    console.log(`lighthouse ${path}: ${result.error}; trying again`);
    result = { ...lighthouseOnce(origin, path), attempts: attempt };
  }
  console.log(
    `lighthouse ${path}: performance ${result.performance}, LCP ${result.lcpMs?.toFixed(0)} ms, TBT ${result.tbtMs?.toFixed(0)} ms, CLS ${result.cls}`,
  );
  return result;
}

function medianOf(values: (number | null)[]): number | null {
  const measured = values.filter((value): value is number => value !== null);
  return measured.length ? median(measured) : null;
}

/** LIGHTHOUSE_RUNS runs of one page, one after another, and their medians. */
export function runLighthouse(origin: string, path: string): LighthousePage {
  const runs = Array.from({ length: LIGHTHOUSE_RUNS }, () => lighthouseRun(origin, path));
  const of = (key: keyof LighthouseMedians) => medianOf(runs.map((run) => run[key]));
  return {
    path,
    runs,
    median: {
      performance: of("performance"),
      accessibility: of("accessibility"),
      bestPractices: of("bestPractices"),
      seo: of("seo"),
      lcpMs: of("lcpMs"),
      tbtMs: of("tbtMs"),
      cls: of("cls"),
    },
  };
}
