import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import build from "../../dist/build-info.json" with { type: "json" };
import { type RunningSite, startSite } from "../support/site-server";

/**
 * The built site in wrangler dev, read without a browser: what workerd's HTTP layer does with raw
 * requests that fetch() refuses to build, and which responses the static assets answer without
 * running the worker, with the headers of _headers.
 */
let running: RunningSite | undefined;
const site = (): RunningSite => {
  if (!running) throw new Error("the site has not started");
  return running;
};
beforeAll(async () => {
  running = await startSite();
}, 90_000);
afterAll(async () => {
  await running?.stop();
});

/** A GET to the site, its redirects not followed. */
const get = (path: string) => fetch(`${site().url}${path}`, { redirect: "manual" });

/** Sends bytes that fetch() refuses to build and returns the status line's code and the headers. */
function rawRequest(baseURL: string, bytes: Buffer): Promise<{ status: number; head: string; body: string }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let received = "";
    socket.setTimeout(10_000, () => socket.destroy(new Error("timeout")));
    socket.on("data", (chunk) => {
      received += chunk.toString("latin1");
    });
    socket.on("error", reject);
    socket.on("close", () => {
      const end = received.indexOf("\r\n\r\n");
      resolve({
        status: received ? Number(received.slice(9, 12)) : 0, // 0: the server hung up, which is acceptable
        head: end >= 0 ? received.slice(0, end) : received,
        body: end >= 0 ? received.slice(end + 4) : "",
      });
    });
    socket.end(bytes);
  });
}

const CASES: [string, Buffer][] = [
  [
    "non-UTF-8 bytes in the path",
    Buffer.concat([Buffer.from("GET /pon"), Buffer.from([0xff, 0xfe, 0xc0, 0xaf]), Buffer.from("udba HTTP/1.1\r\nHost: x\r\n\r\n")]),
  ],
  ["raw Latin-1 in the path", Buffer.from("GET /\xe8evapi HTTP/1.1\r\nHost: x\r\n\r\n", "latin1")],
  ["TRACE", Buffer.from("TRACE / HTTP/1.1\r\nHost: x\r\n\r\n")],
  ["no Host header", Buffer.from("GET /ponudba HTTP/1.1\r\n\r\n")],
  ["a header with a raw control byte", Buffer.from("GET / HTTP/1.1\r\nHost: x\r\nX-A: a\x01b\r\n\r\n", "latin1")],
  ["a 64 KB header", Buffer.from(`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(65_536)}\r\n\r\n`)],
  ["a space in the path", Buffer.from("GET /po nudba HTTP/1.1\r\nHost: x\r\n\r\n")],
  ["HTTP/1.0 without Host", Buffer.from("GET /menu HTTP/1.0\r\n\r\n")],
  ["a body on GET", Buffer.from("GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\nhello")],
];

/**
 * These never reach the worker: workerd's own HTTP layer answers them (501 for an unknown
 * method, 500 when it cannot form a URL from the target or the Host headers). On Cloudflare
 * the edge rejects them before any worker runs. What we can hold the local server to: it
 * leaks nothing, redirects nowhere and keeps serving.
 */
const REJECTED_BEFORE_THE_WORKER: [string, Buffer][] = [
  ["an unknown method", Buffer.from("FROBNICATE / HTTP/1.1\r\nHost: x\r\n\r\n")],
  ["an absolute-form target for another host", Buffer.from("GET http://evil.example/menu HTTP/1.1\r\nHost: evil.example\r\n\r\n")],
  ["two Host headers", Buffer.from("GET /menu HTTP/1.1\r\nHost: a.example\r\nHost: b.example\r\n\r\n")],
];

const STACK_TRACE = /\bat \S+ \(|\.c\+\+|node_modules|\/work\//;

describe("raw HTTP requests", () => {
  for (const [name, bytes] of REJECTED_BEFORE_THE_WORKER) {
    it(`${name}: answered by the runtime without leaking anything, and the site keeps serving`, async () => {
      const { head, body } = await rawRequest(site().url, bytes);
      expect(head).not.toMatch(/\r\nlocation:/i);
      expect(body).not.toMatch(STACK_TRACE);
      expect((await fetch(`${site().url}/ponudba`)).status).toBe(200);
    });
  }

  for (const [name, bytes] of CASES) {
    it(`${name}: no 5xx and no redirect off the site`, async () => {
      const { status, head, body } = await rawRequest(site().url, bytes);
      expect(status).toBeLessThan(500);
      expect(body).not.toMatch(STACK_TRACE);
      const location = /\r\nlocation: ([^\r]*)/i.exec(head)?.[1];
      if (location) expect(location).toMatch(/^\/(?![/\\])/);
    });
  }
});

/** Only the worker sends Strict-Transport-Security (its value is configured): on a response, it shows the worker ran. */
const workerRan = (response: Response) => response.headers.has("strict-transport-security");

function expectAssetHeaders(response: Response) {
  const { headers } = response;
  expect(headers.get("x-content-type-options")).toBe("nosniff");
  expect(headers.get("content-security-policy")).toMatch(/^default-src 'none';/);
  expect(headers.get("x-frame-options")).toBe("DENY");
  expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
}

describe("static assets in wrangler dev", () => {
  it("hashed scripts and style sheets never run the worker, and carry their headers from _headers", async () => {
    for (const path of Object.keys(build.integrity)) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(workerRan(response), path).toBe(false);
      expect(response.headers.get("cache-control"), path).toBe("public, max-age=31536000, immutable");
      expect(response.headers.get("cross-origin-resource-policy"), path).toBe("same-origin");
      expectAssetHeaders(response);
    }
  });

  it("versioned pictures and the favicon never run the worker; the Open Graph picture stays embeddable", async () => {
    const html = await (await get("/")).text();
    const picture = /\/img\/[a-z0-9-]+-\d+\.[0-9a-f]{10}\.(?:avif|webp|jpg|png)/.exec(html)?.[0] ?? "";
    expect(picture).not.toBe("");
    const icon = await get(picture);
    expect(workerRan(icon)).toBe(false);
    expect(icon.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(icon.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    expectAssetHeaders(icon);

    const favicon = await get("/favicon.svg");
    expect(workerRan(favicon)).toBe(false);
    expect(favicon.headers.get("cache-control")).toBe("public, max-age=86400");

    const og = await get("/img/og-cevapi.jpg");
    expect(og.status).toBe(200);
    expect(workerRan(og)).toBe(false);
    expect(og.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    expect(og.headers.get("cache-control")).toBe("public, max-age=86400");
    expectAssetHeaders(og);
  });

  it("pages, the API, /sw.js, manifests, the sitemap, robots and translations run the worker", async () => {
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
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(workerRan(response), path).toBe(true);
      expect(response.headers.get("cross-origin-resource-policy"), path).toBe("same-origin");
    }
    const stale = await get("/assets/i18n/sl.json?cb=old");
    expect(stale.headers.get("cache-control")).toBe("public, max-age=300");
  });

  it("a missing hashed file is the worker's short-lived 404, never a year-long one", async () => {
    const response = await get("/assets/entry-missing0.js");
    expect(response.status).toBe(404);
    expect(workerRan(response)).toBe(true);
    expect(response.headers.get("cache-control")).toBe("public, max-age=60");
  });

  it("the _headers file itself is not served", async () => {
    const response = await get("/_headers");
    expect(await response.text()).not.toContain("Cross-Origin-Resource-Policy");
  });
});
