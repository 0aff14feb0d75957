import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { cacheKey, DataUnavailableError } from "../../../worker/data/datasets";
import { kvCache } from "../../../worker/data/kv-cache";

const MINUTE = 60_000;

/** These tests store values of their own shapes: the datasets' schemas are tested with the repository. */
const trusted = (value: unknown): never => value as never;

function harness(start = 1_000_000, kv: KVNamespace = env.CACHE) {
  let clock = start;
  const pending: Promise<unknown>[] = [];
  const logs: string[] = [];
  const cache = kvCache({
    kv,
    now: () => clock,
    waitUntil: (promise) => pending.push(promise),
    log: (message) => logs.push(message),
    softTtlMs: 5 * MINUTE,
    retryAfterFailureMs: 30_000,
  });
  return {
    cache,
    logs,
    advance: (ms: number) => (clock += ms),
    settle: () => Promise.all(pending.splice(0)),
  };
}

function counter<T>(values: T[]) {
  let calls = 0;
  const load = async () => {
    const value = values[Math.min(calls, values.length - 1)];
    calls++;
    if (value instanceof Error) throw value;
    return value as T;
  };
  return { load, calls: () => calls };
}

beforeEach(async () => {
  for (const name of ["hrana", "boni", "obvestila"] as const) await env.CACHE.delete(cacheKey(name));
});

describe("KV cache (stale-while-revalidate, last known good)", () => {
  it("reads the source once and stores the value under a versioned key with fetchedAt", async () => {
    const h = harness();
    const source = counter([[{ id: "a" }]]);
    const first = await h.cache.read("obvestila", source.load, trusted);
    const second = await h.cache.read("obvestila", source.load, trusted);
    expect(first.value).toEqual([{ id: "a" }]);
    expect(second).toEqual(first);
    expect(source.calls()).toBe(1);
    const stored = await env.CACHE.getWithMetadata<unknown, { fetchedAt: number; etag: string }>("v1:obvestila", "json");
    expect(stored.value).toEqual([{ id: "a" }]);
    expect(stored.metadata?.fetchedAt).toBe(1_000_000);
    expect(stored.metadata?.etag).toBe(first.etag);
  });

  it("serves a stale value at once and refreshes it in the background", async () => {
    const h = harness();
    const source = counter([["old"], ["new"]]);
    await h.cache.read("boni", source.load, trusted);
    h.advance(6 * MINUTE);
    const stale = await h.cache.read("boni", source.load, trusted);
    expect(stale.value).toEqual(["old"]);
    await h.settle();
    expect(source.calls()).toBe(2);
    const refreshed = await h.cache.read("boni", source.load, trusted);
    expect(refreshed.value).toEqual(["new"]);
    expect(refreshed.etag).not.toBe(stale.etag);
  });

  it("keeps serving the last known good value while the source is down, and recovers by itself", async () => {
    const h = harness();
    const source = counter<unknown>([["good"], new Error("Firestore down"), ["better"]]);
    await h.cache.read("hrana", source.load, trusted);
    h.advance(60 * MINUTE);
    expect((await h.cache.read("hrana", source.load, trusted)).value).toEqual(["good"]);
    await h.settle();
    expect(h.logs.some((line) => line.includes("serving the last known good value"))).toBe(true);
    // Within the pause after a failure the source is left alone.
    h.advance(10_000);
    expect((await h.cache.read("hrana", source.load, trusted)).value).toEqual(["good"]);
    await h.settle();
    expect(source.calls()).toBe(2);
    // After the pause the next read refreshes, and the new value arrives.
    h.advance(30_000);
    await h.cache.read("hrana", source.load, trusted);
    await h.settle();
    expect((await h.cache.read("hrana", source.load, trusted)).value).toEqual(["better"]);
  });

  it("throws DataUnavailableError when nothing is cached and the source fails", async () => {
    const h = harness();
    const source = counter<unknown>([new Error("Firestore down")]);
    await expect(h.cache.read("hrana", source.load, trusted)).rejects.toBeInstanceOf(DataUnavailableError);
    expect(await env.CACHE.get("v1:hrana")).toBeNull();
  });

  it("serves what the source read when KV cannot store it, and says so in the log", async () => {
    const failingWrites = {
      getWithMetadata: env.CACHE.getWithMetadata.bind(env.CACHE),
      put: () => Promise.reject(new Error("KV PUT failed: 500 Internal Server Error")),
    } as unknown as KVNamespace;
    const h = harness(1_000_000, failingWrites);
    const source = counter([["from the source"]]);
    // A dataset of its own: the isolate keeps serving a read KV did not take (kv-quota.test.ts).
    expect((await h.cache.read("dnevna", source.load, trusted)).value).toEqual(["from the source"]);
    expect(h.logs).toEqual(["KV write of v1:dnevna failed; served what the source read"]);
    expect(await env.CACHE.get("v1:dnevna")).toBeNull();
  });

  it("reads the source again after the operator purges the key", async () => {
    const h = harness();
    const source = counter([["before"], ["after"]]);
    await h.cache.read("obvestila", source.load, trusted);
    await env.CACHE.delete("v1:obvestila");
    expect((await h.cache.read("obvestila", source.load, trusted)).value).toEqual(["after"]);
  });

  it("shares one refresh between concurrent reads of a missing key", async () => {
    const h = harness();
    const source = counter([["once"]]);
    const reads = await Promise.all([1, 2, 3, 4, 5].map(() => h.cache.read("boni", source.load, trusted)));
    expect(new Set(reads.map((read) => read.etag)).size).toBe(1);
    expect(source.calls()).toBe(1);
  });

  it("logs a failed refresh once, however many reads joined it", async () => {
    const h = harness();
    const source = counter<unknown>([["good"], new Error("Firestore down")]);
    await h.cache.read("hrana", source.load, trusted);
    h.advance(6 * MINUTE);
    const stale = await Promise.all([1, 2, 3, 4, 5].map(() => h.cache.read("hrana", source.load, trusted)));
    await h.settle();
    expect(stale.map((read) => read.value)).toEqual(Array(5).fill(["good"]));
    expect(source.calls()).toBe(2);
    expect(h.logs).toEqual(["Refresh of v1:hrana failed; serving the last known good value, if there is one"]);

    let calls = 0;
    let fail!: (error: Error) => void;
    const slowFailure = () => {
      calls++;
      return new Promise<unknown>((_resolve, reject) => (fail = reject));
    };
    const pending = [1, 2, 3, 4, 5].map(() => h.cache.read("boni", slowFailure, trusted));
    await new Promise((resolve) => setTimeout(resolve, 50)); // every read has found KV empty and joined
    fail(new Error("Firestore down"));
    const reads = await Promise.allSettled(pending);
    await h.settle();
    expect(reads.every((read) => read.status === "rejected" && read.reason instanceof DataUnavailableError)).toBe(true);
    expect(calls).toBe(1);
    expect(h.logs.filter((line) => line.includes("v1:boni"))).toHaveLength(1);
  });

  it("leaves a stale key to the one request already refreshing it, without waiting on that request", async () => {
    const first = harness();
    const second = harness();
    let calls = 0;
    let answer!: (value: unknown) => void;
    const slow = () => {
      calls++;
      return calls === 1 ? Promise.resolve<unknown>(["old"]) : new Promise<unknown>((resolve) => (answer = resolve));
    };
    await first.cache.read("boni", slow, trusted);
    first.advance(6 * MINUTE);
    second.advance(6 * MINUTE);
    expect((await first.cache.read("boni", slow, trusted)).value).toEqual(["old"]);
    // Another request sees the same stale value while the first one's refresh is under way.
    expect((await second.cache.read("boni", slow, trusted)).value).toEqual(["old"]);
    expect(calls).toBe(2);
    answer(["new"]);
    await first.settle();
    await second.settle();
    expect((await second.cache.read("boni", slow, trusted)).value).toEqual(["new"]);
  });
});
