import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import corpus from "../fixtures/hostile-requests.json";

interface HostileRequest {
  category: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
}

const ORIGIN = "http://127.0.0.1:8787";
const STACK_TRACE = /\bat \S+ \(|\bat .*:\d+:\d+|TypeError|ReferenceError|SyntaxError|node_modules|\/work\//;

describe(`hostile input corpus (${corpus.length} requests)`, () => {
  it("has at least 200 requests", () => expect(corpus.length).toBeGreaterThanOrEqual(200));

  for (const [index, entry] of (corpus as HostileRequest[]).entries()) {
    it(`#${index} ${entry.category}: ${entry.method} ${entry.path.slice(0, 60)}`, async () => {
      const response = await exports.default.fetch(`${ORIGIN}${entry.path}`, {
        method: entry.method,
        headers: entry.headers,
        redirect: "manual",
      });
      expect(response.status).toBeLessThan(500);
      const body = entry.method === "HEAD" ? "" : await response.text();
      expect(body).not.toMatch(STACK_TRACE);
      const location = response.headers.get("location");
      if ([301, 302, 303, 307, 308].includes(response.status)) {
        expect(location).toBeTruthy();
        expect(new URL(location ?? "", ORIGIN).origin).toBe(ORIGIN);
        expect(location).toMatch(/^\/(?![/\\])/);
      }
    });
  }
});
