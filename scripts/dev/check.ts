/**
 * `npm run check`: the typecheck, lint, CSS lint (with the type scale), format check, architecture
 * rules, module graph, configuration defaults, Firestore paths and unused-code checks (production code only tests use, too), as the npm scripts of those names, run side by side (one per core). Each
 * one's output is printed when it ends; the command fails if any of them failed.
 *
 * tsc, ESLint, knip and Prettier keep what they learnt in node_modules/.cache, so a repeated run
 * reads again only the files that changed (CI starts from a clean checkout, without a cache).
 * ESLint's cache is by content, and keeps a file's result while that file is unchanged, even when
 * a type it imports changed: delete node_modules/.cache/eslint to lint every file against today's
 * types.
 */
import { spawn } from "node:child_process";
import { availableParallelism } from "node:os";

/** The slowest first, so that the quick ones fill in beside them. */
const STEPS = [
  "lint",
  "typecheck",
  "unused:production",
  "unused",
  "check:arch",
  "check:graph",
  "lint:css",
  "check:config",
  "check:paths",
  "format:check",
];

interface Outcome {
  step: string;
  ok: boolean;
  seconds: number;
  output: string;
}

function run(step: string): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", step], { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, FORCE_COLOR: "0" } });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("close", (code) => {
      const outcome = { step, ok: code === 0, seconds: (performance.now() - started) / 1000, output };
      console.log(`── ${step}: ${outcome.ok ? "ok" : "FAILED"} (${outcome.seconds.toFixed(1)} s)`);
      if (!outcome.ok || output.trim()) console.log(output.trimEnd());
      resolve(outcome);
    });
  });
}

async function runAll(): Promise<Outcome[]> {
  const queue = [...STEPS];
  const outcomes: Outcome[] = [];
  const lane = async () => {
    for (let step = queue.shift(); step; step = queue.shift()) outcomes.push(await run(step));
  };
  await Promise.all(Array.from({ length: Math.min(availableParallelism(), STEPS.length) }, lane));
  return outcomes;
}

const started = performance.now();
const failed = (await runAll()).filter((outcome) => !outcome.ok).map((outcome) => outcome.step);
const took = `${((performance.now() - started) / 1000).toFixed(1)} s`;
if (failed.length > 0) {
  console.error(`npm run check failed in ${took}: ${failed.join(", ")}`);
  process.exit(1);
}
console.log(`npm run check passed in ${took}`);
