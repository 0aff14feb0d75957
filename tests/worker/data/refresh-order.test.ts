import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import type { ChangeCounts } from "../../../worker/data/change-counts";
import { cacheKey } from "../../../worker/data/datasets";
import { kvCache } from "../../../worker/data/kv-cache";

const MINUTE = 60_000;
const trusted = (value: unknown): never => value as never;

/** The change counts as Firestore holds them: a save's commit moves its dataset's. */
let counts: ChangeCounts;

/** One request's cache (each request makes its own), on the isolate's shared state. */
function request() {
  const pending: Promise<unknown>[] = [];
  const cache = kvCache({
    kv: env.CACHE,
    waitUntil: (promise) => pending.push(promise),
    log: () => undefined,
    softTtlMs: 60 * MINUTE,
    changeCounts: async () => ({ ...counts }),
  });
  return { cache, settle: () => Promise.all(pending.splice(0)) };
}

/** A read of the source that answers when told to. */
function slowRead<T>() {
  let answer!: (value: T) => void;
  let started!: () => void;
  const startedReading = new Promise<void>((resolve) => (started = resolve));
  const load = () => {
    started();
    return new Promise<T>((resolve) => (answer = resolve));
  };
  return { load, startedReading, answer: (value: T) => answer(value) };
}

const stored = async () => env.CACHE.getWithMetadata<string[], { version: number | null }>(cacheKey("obvestila"), "json");

beforeEach(async () => {
  counts = { hrana: 0, boni: 0, obvestila: 0, urnik: 0, nastavitve: 0, dnevna: 0 };
  await env.CACHE.delete(cacheKey("obvestila"));
});

describe("a refresh that read before a save's commit", () => {
  it("finishing after the save's own refresh leaves the save's newer entry in KV", async () => {
    // The cron's refresh: it reads the counts (0), then the notices, slowly.
    const cron = request();
    const before = slowRead<string[]>();
    const cronRefresh = cron.cache.refresh("obvestila", before.load);
    await before.startedReading;

    // The owner's save commits (the count moves to 1) and its own refresh stores what it reads after the commit.
    counts.obvestila = 1;
    const save = request();
    await save.cache.refreshAfterWrite("obvestila", async () => ["saved notice"]);
    expect((await stored()).value).toEqual(["saved notice"]);

    // The cron's read answers with what it read before the commit.
    before.answer(["older notice"]);
    await cronRefresh;
    await cron.settle();
    const entry = await stored();
    expect(entry.value).toEqual(["saved notice"]);
    expect(entry.metadata?.version).toBe(1);

    // A visitor of the same isolate gets the save.
    const visitor = request();
    expect((await visitor.cache.read("obvestila", async () => ["never read"], trusted)).value).toEqual(["saved notice"]);
  });

  it("a refresh at the same count or later still replaces the entry", async () => {
    counts.obvestila = 1;
    await request().cache.refreshAfterWrite("obvestila", async () => ["first"]);
    await request().cache.refresh("obvestila", async () => ["console edit"]);
    expect((await stored()).value).toEqual(["console edit"]);
    counts.obvestila = 2;
    await request().cache.refresh("obvestila", async () => ["second save"]);
    expect((await stored()).value).toEqual(["second save"]);
  });

  it("a database restored to lower counts: the cron's next check replaces the entry of the higher count", async () => {
    counts.obvestila = 7;
    await request().cache.refreshAfterWrite("obvestila", async () => ["before the restore"]);
    counts.obvestila = 1;
    await request().cache.refreshChanged("obvestila", async () => ["restored"], counts.obvestila, false);
    const entry = await stored();
    expect(entry.value).toEqual(["restored"]);
    expect(entry.metadata?.version).toBe(1);
  });
});
