import { env, exports } from "cloudflare:workers";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { DATASET_NAMES, cacheKey } from "../../worker/data/datasets";
import { FAKE_HOST, FakeFirestore } from "./fake-firestore";

/**
 * Requests through the runtime (the worker's own entrypoint), each in its own request context,
 * so that a visitor who goes away cancels the request as in production. The entrypoint serves
 * this test's env, configured for the fake Firestore here and restored afterwards.
 */
const settings = env as unknown as Record<string, string>;
const saved = { FIRESTORE_PROJECT_ID: settings.FIRESTORE_PROJECT_ID, FIRESTORE_EMULATOR_HOST: settings.FIRESTORE_EMULATOR_HOST };
beforeAll(() => Object.assign(settings, { FIRESTORE_PROJECT_ID: "demo", FIRESTORE_EMULATOR_HOST: FAKE_HOST }));
afterAll(() => Object.assign(settings, saved));

/** Waits, in this request's own context, until `done` holds: the runtime wakes no request for another's promise. */
async function until(done: () => boolean): Promise<void> {
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 5));
}

/** The fake Firestore behind a gate: calls arrive (and are counted) at once, and answer when released. */
function gatedFirestore() {
  const firestore = new FakeFirestore();
  const gate = { arrived: 0, open: false, kvReads: 0 };
  const read = env.CACHE.getWithMetadata.bind(env.CACHE) as (key: string, type: "text") => Promise<unknown>;
  // Counted once answered: from there a request goes on to the shared read at once.
  vi.spyOn(env.CACHE, "getWithMetadata").mockImplementation((async (key: string, type: "text") => {
    const result = await read(key, type);
    gate.kvReads++;
    return result;
  }) as typeof env.CACHE.getWithMetadata);
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    gate.arrived++;
    await until(() => gate.open);
    return firestore.fetch(input, init);
  });
  return { firestore, gate };
}

const get = (path: string, init?: RequestInit) => exports.default.fetch(`http://127.0.0.1:8787${path}`, init);

beforeEach(async () => {
  for (const name of DATASET_NAMES) await env.CACHE.delete(cacheKey(name));
});
afterEach(() => vi.restoreAllMocks());

// A first request in a fresh isolate loads and warms the renderer; the take-over waits out a read's timeout.
describe("Firestore reads of requests at the same time", { timeout: 20_000 }, () => {
  it("still answer the others when the request that came first is aborted while they wait", async () => {
    const { firestore, gate } = gatedFirestore();
    const visitor = new AbortController();
    const first = get("/api/boni", { signal: visitor.signal });
    await until(() => gate.arrived > 0);
    const others = [get("/api/boni"), get("/api/boni"), get("/api/boni")];
    visitor.abort();
    await expect(first).rejects.toThrow();
    gate.open = true;
    const responses = await Promise.all(others);
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200]);
    for (const response of responses) expect((await response.json<unknown[]>()).length).toBeGreaterThan(0);
    // The first request's read outlived it, and was the only one.
    expect(firestore.calls).toBe(1);
  });

  it("make one read of each dataset for a burst of pages and API calls on an empty cache", async () => {
    const { firestore, gate } = gatedFirestore();
    const burst = [...Array.from({ length: 10 }, () => get("/ponudba")), ...Array.from({ length: 10 }, () => get("/api/hrana"))];
    // Every request has found KV empty for each of its datasets (6 for a menu page, 1 for the API).
    await until(() => gate.kvReads === 10 * 6 + 10);
    gate.open = true;
    const responses = await Promise.all(burst);
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200));
    expect(await responses[0]?.text()).toContain("Pleskavica");
    // One collection-group query for the menu, one read each for the student meals, the notices, the hours, the settings
    // and the daily offers.
    expect(firestore.requests.sort()).toEqual([
      "GET nastavitve",
      "GET obvestila",
      "GET urnik",
      "POST :runQuery",
      "POST :runQuery",
      "POST :runQuery",
    ]);
  });

  it("take over a read that has lost its request, and still make only one more", async () => {
    const { firestore, gate } = gatedFirestore();
    // The first read never answers: its request is gone and the runtime will not finish it.
    let first = true;
    const answer = firestore.fetch;
    vi.spyOn(firestore, "fetch").mockImplementation(async (input, init) => {
      if (!first) return answer(input, init);
      first = false;
      return new Promise<Response>(() => undefined);
    });
    gate.open = true;
    const lost = get("/api/boni");
    await until(() => gate.arrived > 0);
    const responses = await Promise.all(Array.from({ length: 4 }, () => get("/api/boni")));
    expect(responses.map((response) => response.status)).toEqual(Array(4).fill(200));
    // The runtime cancels the request whose read can never answer.
    await expect(lost).rejects.toThrow(/hung/);
    expect(gate.arrived).toBe(2);
    expect(firestore.calls).toBe(1);
  });

  it("log a failure once, however many requests it failed at once", async () => {
    const { firestore, gate } = gatedFirestore();
    firestore.mode = { kind: "status", status: 503 };
    const warned = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const first = get("/api/boni");
    await until(() => gate.arrived > 0);
    const waiting = Array.from({ length: 9 }, () => get("/api/boni"));
    await until(() => gate.kvReads === 10);
    await new Promise((resolve) => setTimeout(resolve, 20)); // each found KV empty: a moment to join the refresh under way
    gate.open = true;
    const responses = await Promise.all([first, ...waiting]);
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(503));
    const failures = warned.mock.calls.filter((args) => String(args[0]).includes("v1:boni"));
    expect(failures).toHaveLength(1);
    expect(String(failures[0]?.[0])).toMatch(/^Refresh of v1:boni failed/);
  });
});
