import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import worker from "../../../worker/index";
import { describe, expect, it } from "vitest";
import type { FoodData } from "../../../shared/menu/menu-schema";
import { call, firestoreEnv, useFakeFirestore } from "../firestore-env";

const fake = useFakeFirestore();

const allItems = (food: FoodData) => [...food.dishes, ...food.drinks, ...food.extras].flatMap((group) => group.items);

describe("JSON API over Firestore and the KV cache", () => {
  it("answers /api/hrana with validated data, an ETag and short caching, and 304 for a matching If-None-Match", async () => {
    const response = await call("/api/hrana");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=60, stale-while-revalidate=300");
    const etag = response.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"[0-9a-f]{24}"$/);
    const food = await response.json<FoodData>();
    expect(food.dishes.map((group) => group.key)).toEqual([
      "aburgerji",
      "bdomaceJedi",
      "cjediNaZaru",
      "dmehiskeJedi",
      "etestenine",
      "fzrezki",
      "gsolate",
      "hpalačinke",
    ]);
    const again = await call("/api/hrana", { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
  });

  it("serves a second request from KV without asking Firestore", async () => {
    await call("/api/boni");
    const calls = fake().calls;
    const response = await call("/api/boni");
    expect(response.status).toBe(200);
    expect(fake().calls).toBe(calls);
    const meals = await response.json<{ order: number }[]>();
    expect(meals).toHaveLength(19);
    expect(meals.map((meal) => meal.order)).toEqual([...meals.map((meal) => meal.order)].sort((a, b) => a - b));
  });

  it("drops a malformed document and keeps the rest", async () => {
    fake().setField("hrana/cjediNaZaru/items/1", "price", { stringValue: "poceni" });
    const food = await (await call("/api/hrana")).json<FoodData>();
    const ids = allItems(food).map((item) => item.id);
    expect(ids).not.toContain(1);
    expect(ids).toContain(2);
  });

  it("returns only active notices, with their HTML sanitized", async () => {
    fake().setField("obvestila/praznicni-urnik", "msg", {
      stringValue: '<p onclick="x()">Hi <script>alert(1)</script><a href="javascript:alert(1)">x</a></p>',
    });
    const notices = await (await call("/api/obvestila")).json<{ id: string; msg: string }[]>();
    expect(notices.map((notice) => notice.id).sort()).toEqual(["praznicni-urnik", "studentski-boni"]);
    const msg = notices.find((notice) => notice.id === "praznicni-urnik")?.msg ?? "";
    expect(msg).not.toMatch(/onclick|<script|javascript:/i);
    expect(msg).toContain("Hi");
  });

  it('shows English pages the English message, and the Slovenian one marked lang="sl" where there is none', async () => {
    fake().setField("obvestila/studentski-boni", "msg_en", { nullValue: null });
    fake().setField("obvestila/praznicni-urnik", "msg_en", { stringValue: '<p onclick="x()">Closed on 25 December.</p>' });
    const html = await (await call("/en/o-nas")).text();
    expect(html).toContain('class="notice__message"><p>Closed on <span class="notice__number">25</span> December.</p>');
    expect(html).toMatch(/class="notice__message" lang="sl"><p>Študentske bone unovčite/);
    expect(html).not.toContain("onclick");
    const slovenian = await (await call("/o-nas")).text();
    expect(slovenian).toContain("Praznični delovni čas");
    expect(slovenian).not.toContain("Closed on");
    expect(slovenian).not.toMatch(/notice__message" lang=/);
  });

  it("never serves notice HTML that an older build's sanitizer let into KV, on the API or on a page", async () => {
    // As a build with a weaker sanitizer left it: stored and fresh, and Firestore is down, so it stays the last known good value.
    const hostile = '<p>Stari zapis<img src=x onerror=alert(1)></p><a href="javascript:alert(1)">klik</a>';
    const notices = [{ id: "praznicni-urnik", act: true, student: false, msg: hostile }];
    await call("/api/urnik"); // the page's other dataset, cached while Firestore was up
    const calls = fake().calls;
    await env.CACHE.put("v1:obvestila", JSON.stringify(notices), {
      metadata: { fetchedAt: Date.now(), etag: "0123456789abcdef01234567", changedAt: Date.now() },
    });
    fake().mode = { kind: "down" };

    const response = await call("/api/obvestila");
    expect(response.status).toBe(200);
    expect(response.headers.get("etag")).not.toBe('"0123456789abcdef01234567"');
    expect(await response.json()).toEqual([{ ...notices[0], msg: "<p>Stari zapis</p><a>klik</a>", msg_en: null }]);

    const html = await (await call("/o-nas")).text();
    expect(html).toContain("Stari zapis");
    expect(html).not.toMatch(/onerror|javascript:alert/);
    expect(fake().calls).toBe(calls);
  });

  it("keeps serving the last known good data while Firestore is down", async () => {
    const first = await (await call("/api/hrana")).text();
    fake().mode = { kind: "down" };
    const during = await call("/api/hrana");
    expect(during.status).toBe(200);
    expect(await during.text()).toBe(first);
  });

  it("answers 503 with Retry-After when nothing is cached and Firestore fails", async () => {
    for (const mode of [{ kind: "down" }, { kind: "status", status: 500 }, { kind: "status", status: 429 }, { kind: "garbage" }] as const) {
      fake().mode = mode;
      const response = await call("/api/hrana");
      expect(response.status, mode.kind).toBe(503);
      expect(response.headers.get("retry-after")).toBe("30");
      expect(await response.json()).toMatchObject({ error: "unavailable" });
    }
  });

  it("answers a menu page 503 with Retry-After and a call-us message when the menu cannot be read; other pages 200", async () => {
    fake().mode = { kind: "down" };
    for (const [path, text] of [
      ["/ponudba", "Meni je trenutno nedosegljiv"],
      ["/en/studentski-boni", "The menu is temporarily unavailable"],
    ] as const) {
      const response = await call(path);
      expect(response.status, path).toBe(503);
      expect(response.headers.get("retry-after")).toBe("30");
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("etag")).toBeNull();
      const html = await response.text();
      expect(html).toContain(text);
      expect(html).toMatch(/href="tel:\+386\d+"/);
    }
    expect((await call("/o-nas")).status).toBe(200);
    expect((await call("/")).status).toBe(200);
  });

  it("never keeps a 503 page: the menu shows as soon as Firestore answers", async () => {
    fake().mode = { kind: "down" };
    expect((await call("/ponudba")).status).toBe(503);
    fake().mode = { kind: "up" };
    const response = await call("/ponudba");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Pleskavica");
  });

  it("leaves a notice scheduled for a later day out of /api/obvestila until its day", async () => {
    const tomorrow = new Date(Date.now() + 24 * 3600_000).toLocaleDateString("sv", { timeZone: "Europe/Ljubljana" });
    fake().setField("obvestila/praznicni-urnik", "from", { stringValue: tomorrow });
    const notices = await (await call("/api/obvestila")).json<{ id: string }[]>();
    expect(notices.map((notice) => notice.id)).toEqual(["studentski-boni"]);
  });

  it("shows new data after the operator purges the key", async () => {
    const before = await (await call("/api/hrana")).json<FoodData>();
    expect(allItems(before).find((item) => item.id === 2)?.price).not.toBe(13.5);
    fake().setField("hrana/cjediNaZaru/items/2", "price", { doubleValue: 13.5 });
    expect(allItems(await (await call("/api/hrana")).json<FoodData>()).find((item) => item.id === 2)?.price).not.toBe(13.5);
    await env.CACHE.delete("v1:hrana"); // what `npm run cache:purge` does
    expect(allItems(await (await call("/api/hrana")).json<FoodData>()).find((item) => item.id === 2)?.price).toBe(13.5);
  });

  it("answers unknown API paths and other methods with JSON errors", async () => {
    const missing = await call("/api/nope");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: "not_found" });
    const post = await call("/api/hrana", { method: "POST" });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD");
  });
});

describe("the cron trigger", () => {
  it("refreshes every dataset into KV, so visitors find the cache warm", async () => {
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: "*/5 * * * *" }), firestoreEnv, ctx);
    await waitOnExecutionContext(ctx);
    for (const key of ["v1:hrana", "v1:boni", "v1:obvestila"]) expect(await env.CACHE.get(key), key).not.toBeNull();
    const calls = fake().calls;
    expect((await call("/api/boni")).status).toBe(200);
    expect(fake().calls).toBe(calls);
  });

  it("leaves the cached data alone when Firestore is down", async () => {
    await call("/api/hrana");
    const before = await env.CACHE.get("v1:hrana");
    fake().mode = { kind: "down" };
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: "*/5 * * * *" }), firestoreEnv, ctx);
    await waitOnExecutionContext(ctx);
    expect(await env.CACHE.get("v1:hrana")).toBe(before);
  });
});
