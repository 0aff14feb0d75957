import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import type { FoodData } from "../../../shared/menu/menu-schema";
import { call, useFakeFirestore } from "../firestore-env";

const fake = useFakeFirestore();

/** Writes a value into the cache as a fresh entry would be, whatever its shape. */
async function store(key: string, text: string): Promise<void> {
  const now = Date.now();
  await env.CACHE.put(key, text, { metadata: { fetchedAt: now, etag: "written-by-hand", changedAt: now } });
}

function warnings() {
  const warned = vi.spyOn(console, "warn").mockImplementation(() => undefined);
  return () => warned.mock.calls.map((args) => String(args[0]));
}

const itemPrice = (food: FoodData, id: number) =>
  [...food.dishes, ...food.drinks, ...food.extras].flatMap((group) => group.items).find((item) => item.id === id)?.price;

// Each test reads its dataset here for the first time: what this isolate last read well is part of the behaviour.
describe("a value read back from KV passes the dataset's schema", () => {
  it("an invalid menu is logged and replaced by what Firestore reads", async () => {
    const logged = warnings();
    const served = await (await call("/api/hrana")).json<FoodData>();
    // The whole dataset as stored; the API shows its public view (no hidden item).
    const stored = await env.CACHE.get<FoodData>("v1:hrana", "json");
    const broken = structuredClone(stored) as unknown as { dishes: { items: { price: unknown }[] }[] };
    broken.dishes[0]!.items[0]!.price = "free";
    await store("v1:hrana", JSON.stringify(broken));
    const response = await call("/api/hrana");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(served);
    expect(logged().filter((line) => line.startsWith("KV value of v1:hrana is not valid"))).toHaveLength(1);
    expect(await env.CACHE.get("v1:hrana", "json")).toEqual(stored);
  });

  it("an invalid value with Firestore down serves the last good value this isolate read, logged once", async () => {
    const good = await (await call("/api/boni")).text();
    await store("v1:boni", '[{"id":"one","name":""}]');
    fake().mode = { kind: "down" };
    const logged = warnings();
    for (let visit = 0; visit < 3; visit++) {
      const response = await call("/api/boni");
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(good);
    }
    expect(logged().filter((line) => line.startsWith("KV value of v1:boni is not valid"))).toHaveLength(1);
  });

  it("notices an older build stored without their required fields are never served", async () => {
    await store("v1:obvestila", JSON.stringify([{ id: "old", act: true, msg: "<b>Stari zapis brez polj</b>" }]));
    fake().mode = { kind: "down" };
    warnings();
    const api = await call("/api/obvestila");
    expect(api.status).toBe(503);
    const page = await call("/");
    expect(page.status).toBe(200);
    expect(await page.text()).not.toContain("Stari zapis brez polj");
  });

  it("opening hours that are not sound give way to the seed's hours when Firestore is down", async () => {
    const hours = { weekly: { monday: { opens: "25:00", closes: "03:00" } }, closedOnPublicHolidays: true, exceptions: [] };
    await store("v1:urnik", JSON.stringify(hours));
    fake().mode = { kind: "down" };
    warnings();
    const page = await call("/o-nas");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).not.toContain("25:00");
    expect(html).toContain("09:30");
  });

  it("garbage that is not JSON is treated the same way", async () => {
    const first = await call("/api/hrana");
    const price = itemPrice(await first.json<FoodData>(), 2);
    await store("v1:hrana", "{not json");
    fake().mode = { kind: "down" };
    warnings();
    const response = await call("/api/hrana");
    expect(response.status).toBe(200);
    expect(itemPrice(await response.json<FoodData>(), 2)).toBe(price);
  });
});
