import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, useFakeFirestore } from "../firestore-env";

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

  it("varies Slovenian pages on Cookie (another language's cookie redirects them) and Accept-Language (it brings an offer), not the others", async () => {
    expect((await call("/lokacija")).headers.get("vary")).toBe("Cookie, Accept-Language");
    for (const path of ["/en/lokacija", "/de/lokacija", "/it/lokacija", "/hr/lokacija"])
      expect((await call(path)).headers.get("vary")).toBeNull();
  });

  it("keeps the offer of the visitor's language out of the cached page the next visitor gets", async () => {
    const german = await call("/cevapi-ljubljana", { headers: { "Accept-Language": "de-DE,de;q=0.9" } });
    expect(german.headers.get("x-page-cache")).toBe("miss");
    expect(await german.text()).toContain('<a href="/de/cevapi-ljubljana" hreflang="de">Diese Seite gibt es auch auf Deutsch</a>');
    const next = await call("/cevapi-ljubljana");
    expect(next.headers.get("x-page-cache")).toBe("hit");
    expect(await next.text()).not.toContain("lang-offer");
    // The cached page gets the offer again for the next German visitor, and each keeps its own ETag.
    const again = await call("/cevapi-ljubljana", { headers: { "Accept-Language": "de" } });
    expect(again.headers.get("x-page-cache")).toBe("hit");
    expect(await again.text()).toContain("Diese Seite gibt es auch auf Deutsch");
    expect(again.headers.get("etag")).toBe(german.headers.get("etag"));
    expect(again.headers.get("etag")).not.toBe(next.headers.get("etag"));
    const revalidated = await call("/cevapi-ljubljana", {
      headers: { "Accept-Language": "de", "If-None-Match": next.headers.get("etag") ?? "" },
    });
    expect(revalidated.status).toBe(200);
  });

  it("keys and tags each language's page on its own", async () => {
    const etags = await Promise.all(
      ["/ponudba", "/en/ponudba", "/de/ponudba", "/it/ponudba", "/hr/ponudba"].map(async (path) => (await call(path)).headers.get("etag")),
    );
    expect(new Set(etags).size).toBe(5);
    const german = await call("/de/ponudba");
    expect(german.headers.get("x-page-cache")).toBe("hit");
    expect(await german.text()).toContain('<html lang="de"');
  });
});
