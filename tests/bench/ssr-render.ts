/**
 * One page in one language, in a fresh node process (run by ssr-cpu.ts with
 * NODE_ENV=production, as wrangler.toml defines it for the worker): what the worker's global
 * scope runs as it starts (the renderer's warm-up), the first request's render after it, then
 * N more requests for the same page and data (the page kept per ETag), and N whole renders
 * (a view or version not rendered yet), each timed alone (ssr-page.ts), with nothing else
 * running in the process. Prints one JSON line.
 *
 * Usage: node --import tsx tests/bench/ssr-render.ts <pageId> <lang> <renders>
 */
import { openSync, readSync } from "node:fs";
import { performance } from "node:perf_hooks";
import type { Lang } from "../../shared/i18n/lang";
import type { PageId } from "../../shared/site/site-pages";
import { pageRenderer } from "./ssr-page";

/** What one render cost, in ms. */
interface RenderCost {
  /**
   * CPU time of the main thread, the one that renders (like the isolate's thread that the
   * Workers CPU limit counts): the first field of /proc/self/task/<pid>/schedstat, in ns.
   */
  thread: number;
  /** CPU time of the whole process (process.cpuUsage): adds V8's compiler and GC helper threads. */
  process: number;
  wall: number;
}

export interface SsrSamples {
  pageId: PageId;
  lang: Lang;
  path: string;
  htmlBytes: number;
  /** The warm-up in the worker's global scope. */
  startup: RenderCost;
  first: RenderCost;
  later: RenderCost[];
  whole: RenderCost[];
}

const [pageId, lang, renders] = process.argv.slice(2) as [PageId, Lang, string];

/**
 * Node loads its fetch classes (undici) and WebCrypto lazily, on first use: 100 ms and more
 * that workerd, where they are built in, never spends on a request. Touch them before timing.
 */
async function loadRuntimeBuiltins(): Promise<void> {
  const request = new Request("http://localhost/", { signal: new AbortController().signal, headers: new Headers() });
  await new Response(request.url).text();
  await crypto.subtle.digest("SHA-256", new TextEncoder().encode(request.url));
}

const { path, startup, render, renderWhole } = await pageRenderer(pageId, lang);
await loadRuntimeBuiltins();

const schedstat = openSync(`/proc/self/task/${process.pid}/schedstat`, "r");
const schedstatBuffer = Buffer.alloc(128);

function threadCpuMs(): number {
  const length = readSync(schedstat, schedstatBuffer, 0, schedstatBuffer.length, 0);
  return Number(schedstatBuffer.toString("latin1", 0, length).split(" ")[0]) / 1e6;
}

async function timed(run: () => Promise<string> | string | undefined): Promise<{ cost: RenderCost; html: string }> {
  const startProcess = process.cpuUsage();
  const startWall = performance.now();
  const startThread = threadCpuMs();
  const html = (await run()) ?? "";
  const thread = threadCpuMs() - startThread;
  const wall = performance.now() - startWall;
  const used = process.cpuUsage(startProcess);
  return { cost: { thread, process: (used.user + used.system) / 1000, wall }, html };
}

const started = await timed(() => {
  startup();
  return undefined;
});
const first = await timed(render);
const later: RenderCost[] = [];
for (let i = 0; i < Number(renders); i++) later.push((await timed(render)).cost);
const whole: RenderCost[] = [];
for (let i = 0; i < Number(renders); i++) whole.push((await timed(renderWhole)).cost);

const samples: SsrSamples = {
  pageId,
  lang,
  path,
  htmlBytes: Buffer.byteLength(first.html),
  startup: started.cost,
  first: first.cost,
  later,
  whole,
};
process.stdout.write(`${JSON.stringify(samples)}\n`);
