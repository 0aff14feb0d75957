import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { FoodData } from "../../shared/menu/menu-schema";
import { clearFirestoreEmulator } from "../../scripts/dev/firestore-emulator";
import { importDocuments } from "../../scripts/operator/seed-transfer";
import { createFirestoreClient } from "../../worker/firestore/client";
import { collectionOf, startFaultProxy } from "../support/fault-proxy";
import { ALL_SEED_DOCUMENTS } from "../support/seed-documents";
import { purgeSiteCache, startSite, type RunningSite } from "../support/site-server";
import { emulatorHost } from "./emulator-project";

const PROJECT = "cold-burst";
/** What a distant database adds to every call. */
const DELAY_MS = 2000;
/** A dataset's read gives up after the client's timeout (4 s); a waiting request takes over a second later. */
const READ_TIMEOUT_MS = 5000;

let proxy: Awaited<ReturnType<typeof startFaultProxy>>;
let site: RunningSite;

/** How many times each collection was read since the last purge. */
const readsByCollection = () =>
  proxy.calls.reduce<Record<string, number>>((counts, call) => {
    const collection = collectionOf(call);
    return { ...counts, [collection]: (counts[collection] ?? 0) + 1 };
  }, {});

beforeAll(async () => {
  await clearFirestoreEmulator(emulatorHost(), PROJECT);
  await importDocuments(createFirestoreClient({ projectId: PROJECT, emulatorHost: emulatorHost(), timeoutMs: 30_000 }), ALL_SEED_DOCUMENTS);
  proxy = await startFaultProxy(emulatorHost());
  site = await startSite({ FIRESTORE_PROJECT_ID: PROJECT, FIRESTORE_EMULATOR_HOST: proxy.host });
}, 120_000);

afterAll(async () => {
  await site?.stop();
  await proxy?.close();
  await clearFirestoreEmulator(emulatorHost(), PROJECT);
});

beforeEach(async () => {
  await purgeSiteCache(site);
  proxy.calls.length = 0;
  proxy.delayMs = DELAY_MS;
});

describe("a burst of requests on an empty cache, Firestore 2 s away", () => {
  it("makes one read of each dataset for 50 menu pages and 50 API calls, and answers them all with the menu", async () => {
    const pages = Array.from({ length: 50 }, () => fetch(`${site.url}/ponudba`));
    const apis = Array.from({ length: 50 }, () => fetch(`${site.url}/api/hrana`));
    const responses = await Promise.all([...pages, ...apis]);
    expect(responses.map((response) => response.status)).toEqual(Array(100).fill(200));
    for (const page of responses.slice(0, 50)) expect(await page.text()).toContain("Pleskavica");
    for (const api of responses.slice(50)) {
      const food = (await api.json()) as FoodData;
      expect(food.dishes.flatMap((group) => group.items).length).toBeGreaterThan(0);
    }
    // The menu is one collection-group query over the groups' `items`.
    expect(readsByCollection()).toEqual({ items: 1, boni: 1, obvestila: 1, urnik: 1, nastavitve: 1, dnevna: 1 });
  }, 60_000);

  it("answers the others within the read's timeout when the request that started the read goes away mid-read", async () => {
    const visitor = new AbortController();
    const first = fetch(`${site.url}/ponudba`, { signal: visitor.signal });
    await expect.poll(() => proxy.calls.length).toBeGreaterThan(0);
    const others = Array.from({ length: 10 }, (_, i) =>
      fetch(`${site.url}${i % 2 ? "/ponudba" : "/api/hrana"}`, { signal: AbortSignal.timeout(READ_TIMEOUT_MS) }),
    );
    visitor.abort();
    await expect(first).rejects.toThrow();
    const responses = await Promise.all(others);
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(200));
    expect(await responses[1]?.text()).toContain("Pleskavica");
    // The first request's read outlived it (waitUntil): nobody had to read again.
    expect(readsByCollection()).toEqual({ items: 1, boni: 1, obvestila: 1, urnik: 1, nastavitve: 1, dnevna: 1 });
  }, 60_000);
});
