import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import build from "../../../dist/build-info.json";
import { hashSource } from "../../../worker/http/csp";
import { get } from "../fetch";
import { call } from "../firestore-env";

function expectSecurityHeaders(response: Response) {
  const csp = response.headers.get("content-security-policy") ?? "";
  expect(csp).toMatch(/^default-src 'none';/);
  expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]{44}')*;/);
  expect(csp).toContain("require-trusted-types-for 'script'; trusted-types service-worker-url");
  expect(csp).not.toContain("unsafe-inline");
  expect(csp).not.toContain("unsafe-eval");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(response.headers.get("strict-transport-security")).toMatch(/max-age=\d{7,}/);
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(response.headers.get("permissions-policy")).toContain("camera=()");
  expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin");
  expect(response.headers.get("cross-origin-resource-policy")).toBe("same-origin");
}

describe("security headers", () => {
  it.each([
    ["a page", "/", 200],
    ["an English page", "/en/ponudba", 200],
    ["the 404 page", "/404", 404],
    ["a redirect", "/menu", 301],
    ["an unknown path", "/nope", 302],
    ["the API", "/api/hrana", 200],
    ["the service worker", "/sw.js", 200],
    ["a manifest", "/en/manifest.webmanifest", 200],
    ["the sitemap", "/sitemap.xml", 200],
    ["a script", build.script, 200],
    ["the favicon", "/favicon.svg", 200],
    ["a missing file", "/nothing.png", 404],
  ])("are on %s (%s)", async (_kind, path, status) => {
    const response = await get(path);
    expect(response.status).toBe(status);
    expectSecurityHeaders(response);
  });

  it("let other sites embed the Open Graph picture, and nothing else", async () => {
    const og = await get("/img/og-cevapi.jpg");
    expect(og.status).toBe(200);
    expect(og.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    expect(og.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("name every fetch directive a page uses, and allow neither fonts nor data: pictures", async () => {
    const csp = (await get("/ponudba")).headers.get("content-security-policy") ?? "";
    const directives = new Map(csp.split("; ").map((d) => [d.split(" ")[0], d] as const));
    expect(directives.get("default-src")).toBe("default-src 'none'");
    expect(directives.get("img-src")).toBe("img-src 'self'");
    expect(directives.get("style-src")).toBe("style-src 'self'");
    expect(directives.get("connect-src")).toBe("connect-src 'self'");
    expect(directives.get("frame-src")).toBe("frame-src https://www.google.com");
    expect(directives.get("worker-src")).toBe("worker-src 'self'");
    expect(directives.get("manifest-src")).toBe("manifest-src 'self'");
    expect(directives.has("font-src")).toBe(false);
    expect(csp).not.toContain("data:");
  });

  it("are on a 405", async () => expectSecurityHeaders(await get("/", { method: "POST" })));

  it("list the hash of every inline script a page executes, and only those", async () => {
    for (const path of ["/", "/ponudba", "/en/cevapi-ljubljana", "/404"]) {
      const response = await get(path);
      const csp = response.headers.get("content-security-policy") ?? "";
      const html = await response.text();
      // Data blocks (JSON-LD) are never executed and need no hash; speculation rules are acted on and do.
      const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)(?![^>]*\btype="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g)].map(
        (m) => m[1] ?? "",
      );
      expect(html).toContain('<script type="application/ld+json">');
      expect(html).toContain('<script type="speculationrules">');
      expect(inline).toHaveLength(3); // the early notice script, the import map and the speculation rules
      const hashes = await Promise.all(inline.map((text) => hashSource(text)));
      const listed = csp.match(/'sha256-[^']+'/g) ?? [];
      expect(new Set(listed)).toEqual(new Set(hashes));
    }
  });

  it("allow no inline script at all on responses that are not pages", async () => {
    for (const path of ["/api/hrana", "/favicon.svg", "/nope"]) {
      const csp = (await get(path)).headers.get("content-security-policy") ?? "";
      expect(csp).toContain("script-src 'self';");
      expect(csp).not.toContain("sha256");
    }
  });

  it("serve a cached page with the policy that matches its HTML", async () => {
    const first = await get("/o-nas");
    const firstHtml = await first.text();
    const second = await get("/o-nas");
    expect(second.headers.get("x-page-cache")).toBe("hit");
    expect(await second.text()).toBe(firstHtml);
    expect(second.headers.get("content-security-policy")).toBe(first.headers.get("content-security-policy"));
  });
});

describe("Strict-Transport-Security (HSTS)", () => {
  const withHsts = (HSTS: string): Env => ({ ...env, HSTS });

  it("is one year for this host only by default, with neither includeSubDomains nor preload", async () => {
    for (const path of ["/", "/api/boni", "/favicon.svg", "/nope"]) {
      expect((await get(path)).headers.get("strict-transport-security"), path).toBe("max-age=31536000");
    }
  });

  it("sends the configured value, preload included, on pages, the API and redirects", async () => {
    const preload = "max-age=63072000; includeSubDomains; preload";
    for (const path of ["/o-nas", "/api/boni", "/menu"]) {
      expect((await call(path, {}, withHsts(preload))).headers.get("strict-transport-security"), path).toBe(preload);
    }
  });

  it("is left out when set to off, and the other security headers stay", async () => {
    const response = await call("/o-nas", {}, withHsts("off"));
    expect(response.status).toBe(200);
    expect(response.headers.has("strict-transport-security")).toBe(false);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it.each(["max-age=1; preload", "includeSubDomains", "max-age=forever", ""])(
    "rejects %j: the request fails naming HSTS, and the error still carries the default",
    async (value) => {
      const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
      const response = await call("/o-nas", {}, withHsts(value));
      expect(response.status).toBe(500);
      expect(response.headers.get("strict-transport-security")).toBe("max-age=31536000");
      expect(String(logged.mock.calls[0]?.at(-1))).toMatch(/^ConfigError: .*HSTS/);
      logged.mockRestore();
    },
  );
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
    const body = await current.json<{ menu: { menu: string } }>();
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

describe("Subresource Integrity", () => {
  async function sri(path: string): Promise<string> {
    const digest = await crypto.subtle.digest("SHA-384", await (await get(path)).arrayBuffer());
    return `sha384-${btoa(String.fromCharCode(...new Uint8Array(digest)))}`;
  }

  it("is on the entry script, its style sheets and modulepreloads, and matches the files served", async () => {
    const html = await (await get("/ponudba")).text();
    const tags = [
      ...html.matchAll(/<(?:script type="module" src|link rel="(?:stylesheet|modulepreload)" href)="(\/assets\/[^"]+)"([^>]*)>/g),
    ];
    expect(tags.map((m) => m[1])).toEqual(expect.arrayContaining([build.script, ...build.css, ...build.preload]));
    for (const [, path = "", rest = ""] of tags) expect(rest).toContain(`integrity="${await sri(path)}"`);
  });

  it("covers the chunks loaded later through the import map's integrity section, placed before any module", async () => {
    const html = await (await get("/")).text();
    const map = /<script type="importmap">([^<]*)<\/script>/.exec(html);
    expect(map?.index).toBeLessThan(html.indexOf('<script type="module"'));
    const { integrity } = JSON.parse(map?.[1] ?? "{}") as { integrity: Record<string, string> };
    expect(integrity).toEqual(build.integrity);
    // The entry, React DOM, the islands and the sliders' Swiper.
    expect(Object.keys(integrity).filter((path) => path.endsWith(".js")).length).toBeGreaterThanOrEqual(4);
    for (const [path, digest] of Object.entries(integrity)) expect(digest, path).toBe(await sri(path));
  });
});

describe("Cloudflare Web Analytics beacon", () => {
  const token = "0123456789abcdef0123456789abcdef";

  it("is on pages, with its two hosts and no others in the policy, when CF_BEACON_TOKEN is set", async () => {
    const response = await call("/o-nas", {}, { ...env, CF_BEACON_TOKEN: token });
    const html = await response.text();
    expect(html).toContain(
      `<script defer src="https://static.cloudflareinsights.com/beacon.min.js" data-cf-beacon="{&#34;token&#34;:&#34;${token}&#34;}"></script>`,
    );
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'self'( 'sha256-[^']+')* https:\/\/static\.cloudflareinsights\.com;/);
    expect(csp).toContain("connect-src 'self' https://cloudflareinsights.com;");
    expect(csp.match(/https:\/\/[^\s;]+/g)).toEqual([
      "https://static.cloudflareinsights.com",
      "https://cloudflareinsights.com",
      "https://www.google.com",
    ]);
  });

  it("is absent, and so are its hosts, without the token", async () => {
    const response = await call("/o-nas", {}, env);
    expect(await response.text()).not.toContain("cloudflareinsights");
    expect(response.headers.get("content-security-policy")).not.toContain("cloudflareinsights");
  });

  it("rejects a token that is not one, naming the variable", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const response = await call("/o-nas", {}, { ...env, CF_BEACON_TOKEN: '"><script>' });
    expect(response.status).toBe(500);
    expect(String(logged.mock.calls[0]?.at(-1))).toMatch(/^ConfigError: .*CF_BEACON_TOKEN/);
    logged.mockRestore();
  });
});
