import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { call, firestoreEnv, useFakeFirestore } from "../firestore-env";

// The edge cache off: every request goes to the render, or to the page the isolate keeps for its ETag.
const noEdgeCache: Env = { ...firestoreEnv, HTML_CACHE_TTL_SECONDS: "0" };

const fake = useFakeFirestore();
afterEach(() => vi.useRealTimers());

/** Pins the worker's clock (it runs in this isolate) to a Ljubljana wall time in winter. */
function at(local: string) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(`${local}:00+01:00`));
}

/** What the open-now tile says, as text. */
function tileOf(html: string): string {
  const tile = /<div class="visit-card__name-tile">([\s\S]*?)<\/site-island>/.exec(html)?.[1] ?? "";
  return tile
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

async function page(path: string): Promise<{ html: string; etag: string | null }> {
  const response = await call(path, {}, noEdgeCache);
  expect(response.status).toBe(200);
  expect(response.headers.get("x-page-cache")).toBe("off");
  return { html: await response.text(), etag: response.headers.get("etag") };
}

/** The items of the menu's JSON-LD, by name, with their price. */
function menuPrices(html: string): Map<string, string> {
  const prices = new Map<string, string>();
  for (const [, json] of html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)) {
    const text = json ?? "";
    for (const [, name, price] of text.matchAll(/"@type":"MenuItem","name":"([^"]+)".*?"price":"?([\d.]+)/g))
      prices.set(name ?? "", price ?? "");
  }
  return prices;
}

describe("pages kept per data version, language, view and time", () => {
  it("answers the same request again with the same page", async () => {
    at("2026-11-25T12:10");
    const first = await page("/ponudba?kategorija=cjediNaZaru");
    const again = await page("/ponudba?kategorija=cjediNaZaru&utm_source=x");
    expect(again.etag).toBe(first.etag);
    expect(again.html).toBe(first.html);
    const english = await page("/en/ponudba?kategorija=cjediNaZaru");
    expect(english.html).toContain('<html lang="en"');
    const otherView = await page("/ponudba?kategorija=gsolate");
    expect(otherView.etag).not.toBe(first.etag);
  });

  it("shows a change saved in Firestore on the next read, everywhere on the page at once", async () => {
    at("2026-11-25T12:10");
    const before = await page("/ponudba");
    expect(before.html).not.toContain("Pleskavica velika");
    fake().setField("hrana/cjediNaZaru/items/2", "name", { stringValue: "Pleskavica velika" });
    fake().setField("hrana/cjediNaZaru/items/2", "price", { doubleValue: 11.2 });
    await env.CACHE.delete("v1:hrana");
    const after = await page("/ponudba");
    expect(after.etag).not.toBe(before.etag);
    // The price list and the JSON-LD come from the same read: the new name with the new price in both.
    const item = /<li class="dish"(?:(?!<\/li>)[\s\S])*?Pleskavica velika[\s\S]*?<\/li>/.exec(after.html)?.[0] ?? "";
    expect(item).toContain("Pleskavica velika");
    expect(item).toContain("11,20");
    expect(menuPrices(after.html).get("Pleskavica velika")).toBe("11.20");
    // And the page of the old version is not served again for it.
    expect((await page("/ponudba")).html).toBe(after.html);
  });

  it("renders the open-now tile again when the restaurant closes, with the same data", async () => {
    at("2026-11-25T19:58");
    const open = await page("/en/ponudba");
    expect(tileOf(open.html)).toContain("Open now");
    at("2026-11-25T19:59");
    expect((await page("/en/ponudba")).etag).toBe(open.etag); // nothing the page shows changed
    at("2026-11-25T20:00");
    const closed = await page("/en/ponudba");
    expect(closed.etag).not.toBe(open.etag);
    expect(tileOf(closed.html)).toContain("Closed now");
    expect(tileOf(closed.html)).not.toContain("Open now");
  });

  it("moves the footer's today at midnight, with the same data", async () => {
    at("2026-12-23T23:59");
    const evening = await page("/o-nas");
    expect(evening.html).not.toContain('aria-current="date"');
    at("2026-12-24T00:01");
    const morning = await page("/o-nas");
    expect(morning.etag).not.toBe(evening.etag);
    expect(morning.html).toContain('<div aria-current="date"><dt><time dateTime="2026-12-24">čet., 24. 12.</time> (danes)</dt>');
  });
});
