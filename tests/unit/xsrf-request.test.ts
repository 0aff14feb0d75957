import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { request } from "../../client/request";

let sent: { url: string; headers: Headers }[];

beforeEach(() => {
  sent = [];
  vi.stubGlobal("document", { cookie: "a=1; XSRF-TOKEN=tok%3D42; b=2" });
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    sent.push({ url, headers: new Headers(init.headers) });
    return new Response(null, { status: 204 });
  });
});
afterEach(() => vi.unstubAllGlobals());

const tokenOf = (i: number) => sent[i]?.headers.get("X-XSRF-TOKEN") ?? null;

describe("the XSRF header rule of spec §7", () => {
  it("adds X-XSRF-TOKEN from the cookie to a non-GET request to a relative URL", async () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE", "post"]) await request("/api/x", { method });
    expect(sent.map((_, i) => tokenOf(i))).toEqual(Array(5).fill("tok=42"));
  });

  it("never adds it to GET or HEAD", async () => {
    await request("/api/hrana");
    await request("/api/hrana", { method: "HEAD" });
    expect([tokenOf(0), tokenOf(1)]).toEqual([null, null]);
  });

  it("never adds it to absolute http or https URLs", async () => {
    await request("https://firestore.googleapis.com/v1/x", { method: "POST" });
    await request("HTTP://example.com/x", { method: "DELETE" });
    expect([tokenOf(0), tokenOf(1)]).toEqual([null, null]);
  });

  it("sends no header when the cookie is absent, and keeps the caller's headers", async () => {
    vi.stubGlobal("document", { cookie: "other=1" });
    await request("/api/x", { method: "POST", headers: { "Content-Type": "application/json" } });
    expect(tokenOf(0)).toBeNull();
    expect(sent[0]?.headers.get("content-type")).toBe("application/json");
  });

  it("copes with a cookie value that is not valid percent-encoding", async () => {
    vi.stubGlobal("document", { cookie: "XSRF-TOKEN=%E0%A4%A" });
    await request("/api/x", { method: "POST" });
    expect(tokenOf(0)).toBe("%E0%A4%A");
  });
});
