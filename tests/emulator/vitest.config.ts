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
    // Three files at a time on two cores: the files mostly wait, on the emulator and on the
    // timeouts they provoke (a Firestore 2 s away, one that hangs), and Vitest's default of one
    // worker per core less one ran them one after another.
    maxWorkers: 3,
    globalSetup: run ? ["tests/emulator/global-setup.ts"] : [],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
