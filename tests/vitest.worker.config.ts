import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { cloudflareTest } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";

const root = fileURLToPath(new URL("..", import.meta.url));

export default defineConfig({
  root,
  plugins: [
    cloudflareTest({
      main: "./worker/index.ts",
      wrangler: { configPath: "./wrangler.toml" },
    }),
  ],
  // wrangler.toml defines NODE_ENV=production, so React's JSX must be the production transform.
  oxc: { jsx: { runtime: "automatic", development: false } },
  test: {
    name: "worker",
    // The files in the folders are parts, which the file of their folder's name loads (test-parts.ts):
    // each file listed here loads the worker into an isolate of its own.
    include: ["tests/worker/*.test.ts"],
    // Vitest leaves a core to itself by default, which is one file at a time on a 2-core machine.
    maxWorkers: availableParallelism(),
    // A file's first request loads and compiles the whole worker in a fresh isolate: seconds on a
    // busy 2-core machine, which the default 5 s per test does not always cover.
    testTimeout: 20_000,
    // The same holds for a hook's first request. (photos/photo-store.test.ts gives its encoding longer.)
    hookTimeout: 20_000,
    // shared-refresh.test.ts makes the runtime cancel a request whose read never answers, on
    // purpose; workerd also reports that cancellation as an uncaught error of its own. Only that one.
    onUnhandledError: (error) => !error.message.includes("detected that your Worker's code had hung"),
  },
});
