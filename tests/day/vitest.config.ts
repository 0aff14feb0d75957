import { fileURLToPath } from "node:url";
import { cloudflareTest } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";
// With an extension, as Vite's native config loader wants (".js" resolves to the .ts file).
import { canRunTests } from "../../scripts/dev/ci.js";
import { findEmulatorProblem } from "../../scripts/dev/firestore-emulator.js";

const run = canRunTests("the simulated day", findEmulatorProblem());

/** Set by `npm run bench:day`: its file alone, which stores the day for the bench instead of checking budgets. */
const BENCH = process.env.DAY_BENCH === "1";
const BENCH_FILES = "tests/day/**/*.bench-day.test.ts";

/**
 * A day of the site on the free plans, counted (tests/day/simulate-day.ts): the worker inside
 * workerd, Firestore on the emulator behind the billing proxy. `npm run test:day` checks the
 * budgets; `npm run bench:day` (tests/bench/day-bench.ts) prints the tables and checks nothing.
 */
export default defineConfig({
  root: fileURLToPath(new URL("../..", import.meta.url)),
  plugins: [
    cloudflareTest({
      main: "./worker/index.ts",
      wrangler: { configPath: "./wrangler.toml" },
    }),
  ],
  // wrangler.toml defines NODE_ENV=production, so React's JSX must be the production transform.
  oxc: { jsx: { runtime: "automatic", development: false } },
  test: {
    name: "day",
    include: run ? [BENCH ? BENCH_FILES : "tests/day/**/*.test.ts"] : [],
    exclude: BENCH ? [] : [BENCH_FILES],
    passWithNoTests: true,
    // One file at a time: the files share the proxy's counters and the KV namespace.
    fileParallelism: false,
    globalSetup: run ? ["tests/day/global-setup.ts"] : [],
    // The whole day runs in one hook or test: about 20 s once the crons read only what changed,
    // about 90 s on a worker whose every cron re-reads every dataset from the emulator.
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
