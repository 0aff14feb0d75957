import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  root: fileURLToPath(new URL("..", import.meta.url)),
  test: {
    name: "unit",
    environment: "node",
    include: ["tests/unit/**/*.test.{ts,tsx}"],
    // Some tests make their inputs first: inspect-photo.test.ts has sharp encode a 12 MB JPEG, which
    // took 5.2 s on a busy 2-core machine, past the default limit of 5 s.
    testTimeout: 20_000,
  },
});
