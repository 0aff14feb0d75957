/**
 * `npm run bench:sanitizer`: the notice sanitizer's tokenizer against its two alternatives
 * (docs/decisions/002-hand-written-sanitizer.md), on a typical notice and on every hostile
 * payload of the tests in one text:
 *   - CPU per pass in workerd (Miniflare, the runtime that ships): our tokenizer, parse5's and
 *     Workers' HTMLRewriter, and our whole sanitizer for scale. Workers' clocks stand still
 *     while code runs, so each pass is timed from outside: n passes in one request, less a
 *     request of none, divided by n; the median of RUNS;
 *   - bytes: the worker as `wrangler deploy --dry-run` bundles it, then with parse5's
 *     tokenizer bundled in too, and each tokenizer bundled alone, gzip.
 * wrangler bundles the bench worker too, as it would ship.
 * Needs the client build (the worker imports dist/build-info.json). Writes
 * bench-results/sanitizer-<time>.md and .json.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { Miniflare } from "miniflare";
import { WRANGLER_OFFLINE_ENV } from "../../scripts/dev/offline-env";
import { ROOT } from "./build";
import { machine, reportHeading, table, writeResults } from "./report";
import { SANITIZER_INPUTS, type SanitizerInput } from "./sanitizer-inputs";
import { fmtKb, median } from "./stats";

const PASSES = Number(process.env.BENCH_SANITIZER_PASSES ?? 2000);
const RUNS = Number(process.env.BENCH_SANITIZER_RUNS ?? 7);
const IMPLEMENTATIONS = {
  hand: "our tokenizer (worker/data/html-tokenizer.ts)",
  parse5: "parse5's Tokenizer",
  rewriter: "HTMLRewriter (Workers' lol-html)",
  sanitize: "our whole sanitizeHtml (tokens, allowlist, rebuild)",
} as const;
type Implementation = keyof typeof IMPLEMENTATIONS;

const gzip = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length;
/** A scratch folder inside the checkout, so that a bundled entry resolves the project's packages. */
const scratch = () => mkdtempSync(join(ROOT, "node_modules/.cache/sanitizer-bench-"));

/** What wrangler would upload for this entry (default: the worker): its modules. */
function wranglerBundle(entry?: string): Buffer[] {
  const outdir = scratch();
  try {
    const dryRun = spawnSync("npx", ["wrangler", "deploy", "--dry-run", "--outdir", outdir, ...(entry ? [entry] : [])], {
      cwd: ROOT,
      encoding: "utf8",
      env: { ...process.env, ...WRANGLER_OFFLINE_ENV },
    });
    if (dryRun.status !== 0) throw new Error(`wrangler deploy --dry-run failed:\n${dryRun.stdout}${dryRun.stderr}`);
    return readdirSync(outdir)
      .filter((file) => /\.m?js$/.test(file))
      .map((file) => readFileSync(join(outdir, file)));
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

const bundleGzip = (modules: Buffer[]) => modules.reduce((sum, code) => sum + gzip(code), 0);

/** A worker of these lines, bundled by wrangler, gzip; the lines may import the project's modules by path. */
function entryGzip(source: string): number {
  const dir = scratch();
  try {
    const entry = join(dir, "entry.ts");
    writeFileSync(entry, source);
    return bundleGzip(wranglerBundle(entry));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Each tokenizer alone, behind a handler of one line (the same few bytes in both). */
const alone = (exported: string) => `${exported}\nexport default { fetch: () => new Response("") };\n`;

async function workerdTimes(): Promise<Record<Implementation, Record<SanitizerInput, number>>> {
  const [script] = wranglerBundle(join(ROOT, "tests/bench/sanitizer-worker.ts"));
  if (!script) throw new Error("wrangler bundled no module for the bench worker");
  const compatibilityDate = /compatibility_date = "([^"]+)"/.exec(readFileSync(join(ROOT, "wrangler.toml"), "utf8"))?.[1];
  const mf = new Miniflare({ modules: true, script: script.toString("utf8"), compatibilityDate });
  try {
    const timed = async (impl: Implementation, input: SanitizerInput, n: number) => {
      const start = performance.now();
      const response = await mf.dispatchFetch(`http://bench/?impl=${impl}&input=${input}&n=${n}`);
      if (!response.ok) throw new Error(`${impl} on ${input}: ${response.status} ${await response.text()}`);
      await response.arrayBuffer();
      return performance.now() - start;
    };
    const times = {} as Record<Implementation, Record<SanitizerInput, number>>;
    for (const impl of Object.keys(IMPLEMENTATIONS) as Implementation[]) {
      times[impl] = {} as Record<SanitizerInput, number>;
      for (const input of Object.keys(SANITIZER_INPUTS) as SanitizerInput[]) {
        await timed(impl, input, PASSES); // warm-up: the JIT, and lol-html's first allocation
        const runs: number[] = [];
        for (let run = 0; run < RUNS; run++) runs.push((await timed(impl, input, PASSES)) - (await timed(impl, input, 0)));
        times[impl][input] = median(runs) / PASSES;
      }
    }
    return times;
  } finally {
    await mf.dispose();
  }
}

/** The two tokenizers written in JavaScript, in node's V8 as well: its clock runs while code runs, so passes are timed directly. */
async function nodeTimes(): Promise<Record<"hand" | "parse5" | "sanitize", Record<SanitizerInput, number>>> {
  const { tokenizeHtml } = await import("../../worker/data/html-tokenizer");
  const { sanitizeHtml } = await import("../../worker/data/sanitize-html");
  const { withParse5 } = await import("./sanitizer-worker");
  const runs = { hand: tokenizeHtml, parse5: withParse5, sanitize: (html: string) => sanitizeHtml(html) };
  const times = {} as Record<keyof typeof runs, Record<SanitizerInput, number>>;
  for (const [impl, run] of Object.entries(runs) as [keyof typeof runs, (html: string) => unknown][]) {
    times[impl] = {} as Record<SanitizerInput, number>;
    for (const [input, html] of Object.entries(SANITIZER_INPUTS) as [SanitizerInput, string][]) {
      for (let i = 0; i < PASSES; i++) run(html); // warm-up
      const samples: number[] = [];
      for (let sample = 0; sample < RUNS; sample++) {
        const start = performance.now();
        for (let i = 0; i < PASSES; i++) run(html);
        samples.push((performance.now() - start) / PASSES);
      }
      times[impl][input] = median(samples);
    }
  }
  return times;
}

const µs = (ms: number) => `${(ms * 1000).toFixed(1)} µs`;

async function main(): Promise<void> {
  const info = machine();
  console.log(`Tokenizers in workerd, ${PASSES} passes × ${RUNS} runs per input …`);
  const times = await workerdTimes();
  console.log("The same in node …");
  const inNode = await nodeTimes();
  console.log("Bundles (wrangler deploy --dry-run) …");
  const worker = bundleGzip(wranglerBundle());
  const withParse5 = entryGzip(`export { default } from "${join(ROOT, "worker/index.ts")}";\nexport { Tokenizer } from "parse5";\n`);
  const ours = entryGzip(alone(`export { tokenizeHtml } from "${join(ROOT, "worker/data/html-tokenizer.ts")}";`));
  const parse5Alone = entryGzip(alone(`export { Tokenizer } from "parse5";`));

  const inputs = Object.keys(SANITIZER_INPUTS) as SanitizerInput[];
  const markdown = [
    ...reportHeading("The notice sanitizer's tokenizer", info, { origin: "Miniflare (workerd) in this process" }),
    "",
    `## CPU per pass in workerd (median of ${RUNS} runs of ${PASSES} passes, less an empty request)`,
    "",
    `Inputs: typical, the longest seed notice (${SANITIZER_INPUTS.typical.length} characters); hostile, the ${SANITIZER_INPUTS.hostile.split("\n").length} payloads of tests/fixtures/xss-payloads.ts in one text (${SANITIZER_INPUTS.hostile.length} characters).`,
    "",
    table(
      ["Implementation", ...inputs],
      (Object.keys(IMPLEMENTATIONS) as Implementation[]).map((impl) => [
        IMPLEMENTATIONS[impl],
        ...inputs.map((input) => µs(times[impl][input])),
      ]),
    ),
    "",
    `## CPU per pass in node ${process.version} (median of ${RUNS} runs of ${PASSES} passes)`,
    "",
    table(
      ["Implementation", ...inputs],
      (["hand", "parse5", "sanitize"] as const).map((impl) => [IMPLEMENTATIONS[impl], ...inputs.map((input) => µs(inNode[impl][input]))]),
    ),
    "",
    "## Bytes (gzip level 9)",
    "",
    table(
      ["What", "gzip"],
      [
        ["The worker as `wrangler deploy --dry-run` bundles it", fmtKb(worker)],
        ["The same with parse5's Tokenizer bundled in beside ours", `${fmtKb(withParse5)} (+${fmtKb(withParse5 - worker)})`],
        ["Our tokenizer alone (wrangler, behind a one-line handler)", fmtKb(ours)],
        ["parse5's Tokenizer alone (the same)", fmtKb(parse5Alone)],
        ["HTMLRewriter", "0 (part of the runtime)"],
      ],
    ),
    "",
  ].join("\n");
  const paths = writeResults("sanitizer", markdown, {
    machine: info,
    passes: PASSES,
    runs: RUNS,
    times,
    bytes: { worker, withParse5, ours, parse5Alone },
  });
  console.log(markdown);
  console.log(`Written to ${paths.markdown}`);
}

await main();
