import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

/** `npm run check:bundle` on the built tree (npm test builds before the unit tier), with the budget given. */
function checkBundle(budget?: number): { status: number | null; output: string } {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== "BUNDLE_BUDGET_GZIP_BYTES"));
  if (budget !== undefined) env.BUNDLE_BUDGET_GZIP_BYTES = String(budget);
  const result = spawnSync("npm", ["run", "--silent", "check:bundle"], { encoding: "utf8", env });
  return { status: result.status, output: result.stdout + result.stderr };
}

describe("npm run check:bundle", () => {
  it("prints the worker's size raw and gzip and passes within the budget", () => {
    const { status, output } = checkBundle();
    expect(output).toMatch(/worker bundle \(index\.js\): [\d.]+ KiB raw, [\d.]+ KiB gzip; within the budget of 512\.0 KiB gzip/);
    expect(status).toBe(0);
  }, 60_000);

  it("fails when the bundle is over the budget", () => {
    const { status, output } = checkBundle(50 * 1024);
    expect(output).toMatch(/OVER the budget of 50\.0 KiB gzip/);
    expect(status).not.toBe(0);
  }, 60_000);
});
