import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
// With an extension, as Vite's native config loader wants (".js" resolves to the .ts file).
import { canRunTests } from "../../scripts/dev/ci.js";
import { findExecutable } from "../../scripts/dev/firestore-emulator.js";

const runNu = canRunTests(
  "the Nu HTML Checker test",
  findExecutable("java") ? null : "java is not on PATH (apt-get install default-jre-headless)",
);

/**
 * Tests that start processes: the checks run in scratch copies of the tree, wrangler's dry runs,
 * `npm start` and its signals, the built site in wrangler dev read without a browser (raw HTTP,
 * static assets, the Nu HTML Checker over every page). They take seconds each, so they are kept
 * out of the unit tier and run after the build they need (dist/). Files run side by side: each
 * takes its ports from the system and finds its own processes by a marker in their environment.
 */
export default defineConfig({
  root: fileURLToPath(new URL("../..", import.meta.url)),
  test: {
    name: "process",
    environment: "node",
    include: ["tests/process/**/*.test.ts"],
    exclude: runNu ? [] : ["tests/process/html-validity.test.ts"],
    // Vitest leaves a core to itself by default: one file at a time on a 2-core machine, while
    // the files spend much of their time waiting for the processes they start.
    maxWorkers: availableParallelism(),
  },
});
