import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  root: fileURLToPath(new URL("..", import.meta.url)),
  test: {
    name: "unit",
    environment: "node",
    include: ["tests/unit/**/*.test.{ts,tsx}"],
    // Vitest leaves a core to itself by default, which is one file at a time on a 2-core machine.
    maxWorkers: availableParallelism(),
    // The files share no state: each module they test is pure or given its fakes by the test. Loading
    // the modules once per worker rather than once per file takes the tier from 41 s to 13 s.
    isolate: false,
    // Some tests make their inputs first: inspect-photo.test.ts has sharp encode a 12 MB JPEG, which
    // took 5.2 s on a busy 2-core machine, past the default limit of 5 s.
    testTimeout: 20_000,
  },
});
