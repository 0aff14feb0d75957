import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, useFakeFirestore } from "./firestore-env";

const fake = useFakeFirestore();

describe("edge HTML cache", () => {
  it("renders a page once and serves the same HTML from the cache after that", async () => {
    const first = await call("/o-nas");
    expect(first.headers.get("x-page-cache")).toBe("miss");
    const html = await first.text();
    const second = await call("/o-nas");
    expect(second.headers.get("x-page-cache")).toBe("hit");
    expect(await second.text()).toBe(html);
    expect(second.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(second.headers.get("content-security-policy")).toBe(first.headers.get("content-security-policy"));
  });

  it("answers 304 to a browser that has the current version", async () => {
    const first = await call("/ponudba");
    const etag = first.headers.get("etag") ?? "";
    expect(etag).toMatch(/^W\/"[0-9a-f]+"$/);
    const revalidated = await call("/ponudba", { headers: { "If-None-Match": etag } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("content-security-policy")).toBeNull();
  });

  it("answers 304 to If-None-Match: * like the API does", async () => {
    const revalidated = await call("/o-nas", { headers: { "If-None-Match": "*" } });
    expect(revalidated.status).toBe(304);
  });

  it("keys the menu pages on the view they show, not on the raw query", async () => {
    const first = await call("/ponudba?kategorija=aburgerji");
    const etag = first.headers.get("etag");
    for (const path of ["/ponudba?kategorija=aburgerji&utm_source=x", "/ponudba?fbclid=1&kategorija=aburgerji&kategorija=aburgerji"]) {
      const same = await call(path);
      expect(same.headers.get("etag")).toBe(etag);
      expect(same.headers.get("x-page-cache")).toBe("hit");
    }
    const other = await call("/ponudba?kategorija=gsolate");
    expect(other.headers.get("etag")).not.toBe(etag);
    expect((await call("/ponudba?utm_campaign=winter")).headers.get("etag")).toBe((await call("/ponudba")).headers.get("etag"));
  });

  it("shows new HTML as soon as the data it shows changes (after a purge)", async () => {
    const before = await (await call("/ponudba")).text();
    fake().setField("hrana/cjediNaZaru/items/2", "name", { stringValue: "Pleskavica velika" });
    await env.CACHE.delete("v1:hrana");
    const after = await call("/ponudba");
    expect(after.headers.get("x-page-cache")).toBe("miss");
    const html = await after.text();
    expect(html).toContain("Pleskavica velika");
    expect(html).not.toBe(before);
  });

  it("keeps pages that do not show the menu cached when only the menu changes", async () => {
    await call("/lokacija");
    await env.CACHE.delete("v1:hrana");
    expect((await call("/lokacija")).headers.get("x-page-cache")).toBe("hit");
  });

  it("varies Slovenian pages on Cookie (an English cookie redirects them) and not English ones", async () => {
    expect((await call("/lokacija")).headers.get("vary")).toBe("Cookie");
    expect((await call("/en/lokacija")).headers.get("vary")).toBeNull();
  });
});
