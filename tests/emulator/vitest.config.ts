import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
// With an extension, as Vite's native config loader wants (".js" resolves to the .ts file).
import { ON_CI } from "../../scripts/dev/ci.js";
import { findEmulatorProblem } from "../../scripts/dev/firestore-emulator.js";

// Without the emulator these tests cannot run: on CI that fails the run, elsewhere they are left out.
const problem = findEmulatorProblem();
if (problem && ON_CI) throw new Error(`Firestore emulator tests cannot run: ${problem}`);
if (problem) console.warn(`Skipping the Firestore emulator tests: ${problem}.`);

export default defineConfig({
  root: fileURLToPath(new URL("../..", import.meta.url)),
  test: {
    name: "emulator",
    environment: "node",
    include: problem ? [] : ["tests/emulator/**/*.test.ts"],
    passWithNoTests: true,
    globalSetup: problem ? [] : ["tests/emulator/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
