import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { call } from "../firestore-env";

afterEach(() => vi.useRealTimers());

async function copyrightAt(instant: string, path: string): Promise<string | undefined> {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(instant));
  const response = await call(path, {}, env);
  expect(response.status).toBe(200);
  return /<p class="site-footer__copy">([^<]*)<\/p>/.exec(await response.text())?.[1];
}

describe("dates on the page come from the restaurant's wall clock", () => {
  it("the footer's copyright year is the new year from midnight in Ljubljana, while UTC is still in the old one", async () => {
    expect(await copyrightAt("2026-12-31T23:30:00Z", "/o-nas")).toMatch(/^© 2027 /);
    expect(await copyrightAt("2026-12-31T23:30:00Z", "/en/o-nas")).toMatch(/^© 2027 /);
    expect(await copyrightAt("2026-12-31T22:59:00Z", "/o-nas")).toMatch(/^© 2026 /);
  });
});
