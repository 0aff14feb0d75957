import { spawn } from "node:child_process";
import { LANGS, type Lang } from "../../shared/i18n/lang";
import { PAGES, type PageId } from "../../shared/site/site-pages";
import { LUNCH_ENV } from "../support/lunch-day";
import { ROOT } from "./build";
import type { SsrSamples } from "./ssr-render";
import { median, percentile } from "./stats";

export interface SsrResult {
  pageId: PageId;
  lang: Lang;
  path: string;
  htmlBytes: number;
  renders: number;
  /** Main-thread CPU time (see RenderCost) of the worker's startup warm-up. */
  startupMs: number;
  /** Main-thread CPU time (see RenderCost): the first request, then the same request again. */
  firstMs: number;
  medianMs: number;
  p99Ms: number;
  /** CPU time of all the process's threads. */
  firstAllThreadsMs: number;
  medianAllThreadsMs: number;
  medianWallMs: number;
  /** A whole render, warm: a view or data version the isolate has not rendered yet. */
  wholeMedianMs: number;
}

/** Renders a page `renders` times in a fresh node process of the checkout at `root` (this one by default); with `lunch`, on a day with lunch. */
export function renderInChild(pageId: PageId, lang: Lang, renders: number, root = ROOT, lunch = false): Promise<SsrSamples> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "tests/bench/ssr-render.ts", pageId, lang, String(renders)], {
      cwd: root,
      // The worker's React is the production build (wrangler.toml defines NODE_ENV). tsx applies
      // a tsconfig only to the files it includes, and the root one includes none: the worker's
      // gives shared/ and worker/ their automatic JSX runtime.
      env: { ...process.env, NODE_ENV: "production", TSX_TSCONFIG_PATH: "tsconfig.worker.json", ...(lunch && { [LUNCH_ENV]: "1" }) },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code === 0) resolve(JSON.parse(stdout) as SsrSamples);
      else reject(new Error(`SSR of ${pageId}/${lang} failed (${code}):\n${stderr}`));
    });
  });
}

/** Every page in both languages, one fresh process each, one after another (nothing else runs). */
export async function measureSsr(renders: number): Promise<SsrResult[]> {
  const results: SsrResult[] = [];
  for (const page of PAGES) {
    for (const lang of LANGS) {
      const { path, htmlBytes, startup, first, later, whole } = await renderInChild(page.id, lang, renders);
      const thread = later.map((cost) => cost.thread);
      const result: SsrResult = {
        pageId: page.id,
        lang,
        path,
        htmlBytes,
        renders: later.length,
        startupMs: startup.thread,
        firstMs: first.thread,
        medianMs: median(thread),
        p99Ms: percentile(thread, 99),
        firstAllThreadsMs: first.process,
        medianAllThreadsMs: median(later.map((cost) => cost.process)),
        medianWallMs: median(later.map((cost) => cost.wall)),
        wholeMedianMs: median(whole.map((cost) => cost.thread)),
      };
      results.push(result);
      console.log(
        `ssr ${path}: startup ${result.startupMs.toFixed(1)} ms, first ${result.firstMs.toFixed(1)} ms, median ${result.medianMs.toFixed(2)} ms, whole ${result.wholeMedianMs.toFixed(2)} ms CPU`,
      );
    }
  }
  return results;
}
