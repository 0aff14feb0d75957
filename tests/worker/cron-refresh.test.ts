import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { FoodData, VoucherMeal } from "../../shared/menu/menu-schema";
import { CHANGE_COUNTS_DOCUMENT } from "../../worker/data/database-layout";
import { REFRESH_CRONS } from "../../worker/data/refresh-schedule";
import type { FirestoreValue } from "../../worker/firestore/values";
import worker from "../../worker/index";
import { call, firestoreEnv, useFakeFirestore } from "./firestore-env";

const fake = useFakeFirestore();
afterEach(() => vi.useRealTimers());

const MINUTE = 60_000;
const DISH = "hrana/cjediNaZaru/items/2";

/** KV past the free plan's 1,000 writes a day: every put fails, reads still work. */
const writesExhausted: KVNamespace = new Proxy(env.CACHE, {
  get(target, property) {
    if (property === "put") return () => Promise.reject(new Error("KV PUT failed: 429 Too Many Requests (daily write limit)"));
    const value = Reflect.get(target, property) as unknown;
    return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
  },
});

async function cron(expression: string, workerEnv: Env = firestoreEnv): Promise<void> {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron: expression, scheduledTime: Date.now() }), workerEnv, ctx);
  await waitOnExecutionContext(ctx);
}

/** A change saved as the editor saves it: the document, and its dataset's count in the same commit. */
function savedThroughEditor(path: string, field: string, value: FirestoreValue, dataset: string, count: number): void {
  fake().setField(path, field, value);
  fake().setField(CHANGE_COUNTS_DOCUMENT, dataset, { integerValue: String(count) });
}

/** The change counts' document fails to read, as an overloaded Firestore answers; everything else is answered. */
function countsUnreadable(): void {
  vi.mocked(globalThis.fetch).mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (request.method === "GET" && new URL(request.url).pathname.endsWith(`/documents/${CHANGE_COUNTS_DOCUMENT}`)) {
      return Response.json({ error: { code: 503, status: "UNAVAILABLE", message: "try later" } }, { status: 503 });
    }
    return fake().fetch(input, init);
  });
}

async function cachedPrice(id: number): Promise<number | undefined> {
  const food = await env.CACHE.get<FoodData>("v1:hrana", "json");
  return food?.dishes.flatMap((group) => group.items).find((item) => item.id === id)?.price;
}

const queryReads = () => fake().requests.filter((request) => request === "POST :runQuery").length;

// One isolate for the file: each test keeps to a dataset of its own, since what the isolate holds is part of the behaviour.
describe("the cron's refresh", () => {
  it("with the change counts unreadable: the check logs once and reads nothing more; the daily run still carries an edit", async () => {
    const warned = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    fake().documents.push({ name: CHANGE_COUNTS_DOCUMENT, fields: {} });
    await cron(REFRESH_CRONS.check);
    expect(await cachedPrice(2)).toBe(9.5);

    savedThroughEditor(DISH, "price", { doubleValue: 12.5 }, "hrana", 1);
    countsUnreadable();
    warned.mockClear();
    const before = fake().requests.length;
    await cron(REFRESH_CRONS.check);
    expect(fake().requests.slice(before)).toEqual([]);
    expect(warned.mock.calls.map((args) => String(args[0]))).toEqual(["Scheduled refresh failed"]);
    expect(await cachedPrice(2)).toBe(9.5);

    await cron(REFRESH_CRONS.full);
    expect(await cachedPrice(2)).toBe(12.5);
    expect(
      (await (await call("/api/hrana")).json<FoodData>()).dishes.flatMap((group) => group.items).find((item) => item.id === 2)?.price,
    ).toBe(12.5);
  });

  it("while KV refuses writes, reads a changed dataset once per freshness window, not at every check; KV takes it when it can", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    vi.useFakeTimers({ toFake: ["Date"] });
    let clock = Date.parse("2026-12-01T09:00:00Z");
    vi.setSystemTime(clock);
    fake().documents.push({ name: CHANGE_COUNTS_DOCUMENT, fields: { boni: { integerValue: "1" } } });
    await cron(REFRESH_CRONS.check);
    const exhausted = { ...firestoreEnv, CACHE: writesExhausted };

    savedThroughEditor("boni/107", "name", { stringValue: "Čevapi po novem" }, "boni", 2);
    const before = queryReads();
    // An hour of checks (DATA_FRESH_SECONDS): the changed meals are read at the first, and not again.
    for (let check = 0; check < 12; check++) {
      await cron(REFRESH_CRONS.check, exhausted);
      clock += 5 * MINUTE;
      vi.setSystemTime(clock);
    }
    expect(queryReads() - before).toBe(1);
    // What the isolate read is served meanwhile.
    const meals = await (await call("/api/boni", {}, exhausted)).json<VoucherMeal[]>();
    expect(meals.find((meal) => meal.id === 107)?.name).toBe("Čevapi po novem");

    // Past the window the check reads them again.
    await cron(REFRESH_CRONS.check, exhausted);
    expect(queryReads() - before).toBe(2);

    // KV takes writes again: the next check stores what the isolate holds, reading nothing but the counts.
    const reads = fake().requests.length;
    await cron(REFRESH_CRONS.check);
    expect(fake().requests.slice(reads)).toEqual([`GET ${CHANGE_COUNTS_DOCUMENT}`]);
    expect((await env.CACHE.get<VoucherMeal[]>("v1:boni", "json"))?.find((meal) => meal.id === 107)?.name).toBe("Čevapi po novem");
  });
});
