import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { FoodData } from "../../../shared/menu/menu-schema";
import { call, firestoreEnv, useFakeFirestore } from "../firestore-env";

const fake = useFakeFirestore();
afterEach(() => vi.useRealTimers());

const HOUR = 3_600_000;
let clock = 0;
function startClock(iso: string) {
  vi.useFakeTimers({ toFake: ["Date"] });
  clock = Date.parse(iso);
  vi.setSystemTime(clock);
}
function advance(ms: number) {
  clock += ms;
  vi.setSystemTime(clock);
}

/** The CACHE namespace past the free plan's 1,000 writes a day: every put fails, reads still work. */
const writesExhausted: KVNamespace = new Proxy(env.CACHE, {
  get(target, property) {
    if (property === "put") return () => Promise.reject(new Error("KV PUT failed: 429 Too Many Requests (daily write limit)"));
    const value = Reflect.get(target, property) as unknown;
    return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
  },
});
const exhaustedEnv: Env = { ...firestoreEnv, CACHE: writesExhausted };

/** How many times a dataset read by a query (the menu's items, the student meals) was read from Firestore, and the change counts. */
const queryReads = () => fake().requests.filter((request) => request === "POST :runQuery").length;
const countReads = () => fake().requests.filter((request) => request === "GET stanje/verzije").length;

async function priceOf(id: number, workerEnv: Env): Promise<number | undefined> {
  const response = await call("/api/hrana", {}, workerEnv);
  expect(response.status).toBe(200);
  const food = await response.json<FoodData>();
  return food.dishes.flatMap((group) => group.items).find((item) => item.id === id)?.price;
}

// One isolate for the file, so each test reads its own dataset: what an isolate read is part of the behaviour.
describe("with KV's daily writes used up", () => {
  it("student meals never stored are read once for an hour of requests, not once for each", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    startClock("2026-12-01T09:00:00Z");
    for (let minute = 0; minute < 50; minute++) {
      expect((await call("/api/boni", {}, exhaustedEnv)).status).toBe(200);
      advance(60_000);
    }
    expect(queryReads()).toBe(1);
    expect(await env.CACHE.get("v1:boni")).toBeNull();
  });

  it("a stale menu is read again at most once an hour (DATA_FRESH_SECONDS) in an isolate, and what it read is served", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    startClock("2026-12-01T08:00:00Z");
    expect(await priceOf(2, firestoreEnv)).toBe(9.5);
    expect(queryReads()).toBe(1);

    fake().setField("hrana/cjediNaZaru/items/2", "price", { doubleValue: 10.5 });
    advance(HOUR + 1000);
    // The first read past the hour checks in the background (the count is unknown after an empty
    // cache, so the menu is read); KV refuses to store the answer.
    expect(await priceOf(2, exhaustedEnv)).toBe(9.5);
    expect(queryReads()).toBe(2);
    for (let minute = 0; minute < 59; minute++) {
      advance(60_000);
      expect(await priceOf(2, exhaustedEnv)).toBe(10.5);
    }
    expect(queryReads()).toBe(2);
    expect(countReads()).toBe(1);

    advance(2 * 60_000);
    await priceOf(2, exhaustedEnv);
    expect(queryReads()).toBe(3);
    expect(countReads()).toBe(2);
  });
});
