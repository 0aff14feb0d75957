import { describe, expect, it } from "vitest";
import build from "../../dist/build-info.json";
import { get } from "./fetch";

function expectSecurityHeaders(response: Response) {
  const csp = response.headers.get("content-security-policy") ?? "";
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{16,}'/);
  expect(csp).not.toContain("unsafe-inline");
  expect(csp).not.toContain("unsafe-eval");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(response.headers.get("strict-transport-security")).toMatch(/max-age=\d{7,}/);
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(response.headers.get("permissions-policy")).toContain("camera=()");
  expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin");
}

describe("security headers", () => {
  it.each(["/", "/en/ponudba", "/404", "/menu", "/nope", build.script, "/favicon.svg", "/nothing.png"])(
    "are on %s",
    async (path) => expectSecurityHeaders(await get(path)),
  );

  it("are on a 405", async () => expectSecurityHeaders(await get("/", { method: "POST" })));

  it("give every inline script the response's nonce, fresh on each response", async () => {
    const [a, b] = await Promise.all([get("/"), get("/")]);
    const nonceOf = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
    const nonceA = nonceOf(a);
    expect(nonceA).toBeTruthy();
    expect(nonceA).not.toBe(nonceOf(b));
    const html = await a.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonceA}"`);
  });
});

describe("static assets", () => {
  it("serve the hashed client bundle for a year, immutable", async () => {
    const response = await get(build.script);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-type")).toMatch(/javascript/);
  });

  it("serve translations at /assets/i18n/{lang}.json, immutable only for the current build stamp", async () => {
    const current = await get(`/assets/i18n/en.json?cb=${build.stamp}`);
    expect(current.status).toBe(200);
    expect(current.headers.get("cache-control")).toContain("immutable");
    const body = (await current.json()) as { menu: { menu: string } };
    expect(body.menu.menu).toBe("Menu");
    const stale = await get("/assets/i18n/sl.json?cb=old");
    expect(stale.status).toBe(200);
    expect(stale.headers.get("cache-control")).toBe("public, max-age=300");
  });

  it("answer a missing file with a plain 404, not a page redirect", async () => {
    const response = await get("/assets/missing-abc.js");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
  });
});
