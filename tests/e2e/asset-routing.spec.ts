import { expect, test, type APIResponse } from "@playwright/test";
import build from "../../dist/build-info.json" with { type: "json" };

/** Only the worker sends Strict-Transport-Security (its value is configured): on a response, it shows the worker ran. */
const workerRan = (response: APIResponse) => "strict-transport-security" in response.headers();

function expectAssetHeaders(response: APIResponse) {
  const headers = response.headers();
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["content-security-policy"]).toMatch(/^default-src 'none';/);
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
}

test.describe("static assets in wrangler dev", () => {
  test("hashed scripts and style sheets never run the worker, and carry their headers from _headers", async ({ request }) => {
    for (const path of Object.keys(build.integrity)) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(workerRan(response), path).toBe(false);
      expect(response.headers()["cache-control"], path).toBe("public, max-age=31536000, immutable");
      expect(response.headers()["cross-origin-resource-policy"], path).toBe("same-origin");
      expectAssetHeaders(response);
    }
  });

  test("versioned pictures and the favicon never run the worker; the Open Graph picture stays embeddable", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const picture = /\/img\/[a-z0-9-]+-\d+\.[0-9a-f]{10}\.(?:avif|webp|jpg|png)/.exec(html)?.[0] ?? "";
    expect(picture).not.toBe("");
    const icon = await request.get(picture);
    expect(workerRan(icon)).toBe(false);
    expect(icon.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(icon.headers()["cross-origin-resource-policy"]).toBe("same-origin");
    expectAssetHeaders(icon);

    const favicon = await request.get("/favicon.svg");
    expect(workerRan(favicon)).toBe(false);
    expect(favicon.headers()["cache-control"]).toBe("public, max-age=86400");

    const og = await request.get("/img/og-cevapi.jpg");
    expect(og.status()).toBe(200);
    expect(workerRan(og)).toBe(false);
    expect(og.headers()["cross-origin-resource-policy"]).toBe("cross-origin");
    expect(og.headers()["cache-control"]).toBe("public, max-age=86400");
    expectAssetHeaders(og);
  });

  test("pages, the API, /sw.js, manifests, the sitemap, robots and translations run the worker", async ({ request }) => {
    for (const path of [
      "/",
      "/ponudba",
      "/en/ponudba",
      "/api/boni",
      "/sw.js",
      "/manifest.webmanifest",
      "/en/manifest.webmanifest",
      "/sitemap.xml",
      "/robots.txt",
      `/assets/i18n/sl.json?cb=${build.stamp}`,
    ]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      expect(workerRan(response), path).toBe(true);
      expect(response.headers()["cross-origin-resource-policy"], path).toBe("same-origin");
    }
    const stale = await request.get("/assets/i18n/sl.json?cb=old");
    expect(stale.headers()["cache-control"]).toBe("public, max-age=300");
  });

  test("a missing hashed file is the worker's short-lived 404, never a year-long one", async ({ request }) => {
    const response = await request.get("/assets/entry-missing0.js");
    expect(response.status()).toBe(404);
    expect(workerRan(response)).toBe(true);
    expect(response.headers()["cache-control"]).toBe("public, max-age=60");
  });

  test("the _headers file itself is not served", async ({ request }) => {
    const response = await request.get("/_headers", { maxRedirects: 0 });
    expect(await response.text()).not.toContain("Cross-Origin-Resource-Policy");
  });
});
