import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
// With an extension, as Vite's native config loader wants (".js" resolves to the .ts file).
import { canRunTests } from "../../scripts/dev/ci.js";
import { findEmulatorProblem } from "../../scripts/dev/firestore-emulator.js";

const run = canRunTests("the Firestore emulator tests", findEmulatorProblem());

export default defineConfig({
  root: fileURLToPath(new URL("../..", import.meta.url)),
  test: {
    name: "emulator",
    environment: "node",
    include: run ? ["tests/emulator/**/*.test.ts"] : [],
    passWithNoTests: true,
    globalSetup: run ? ["tests/emulator/global-setup.ts"] : [],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
