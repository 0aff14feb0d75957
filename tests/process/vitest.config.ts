import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * Tests that start processes: the checks run in scratch copies of the tree, wrangler's dry runs,
 * `npm start` and its signals. Each takes seconds of both cores, so they are kept out of the unit
 * tier and run one file at a time, after the build they need (dist/).
 */
export default defineConfig({
  root: fileURLToPath(new URL("../..", import.meta.url)),
  test: {
    name: "process",
    environment: "node",
    include: ["tests/process/**/*.test.ts"],
    fileParallelism: false,
  },
});
