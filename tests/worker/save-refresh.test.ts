import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Notice } from "../../shared/menu/menu-schema";
import { REFRESH_CRONS } from "../../worker/data/refresh-schedule";
import worker from "../../worker/index";
import { call, firestoreEnv, useFakeFirestore } from "./firestore-env";

const fake = useFakeFirestore();
afterEach(() => vi.useRealTimers());

const ORIGIN = "http://127.0.0.1:8787";
const editorEnv: Env = { ...firestoreEnv, EDITOR_LOCAL_IDENTITY: "lastnik@localhost" };

/** KV that stores nothing (busy, or past its daily writes); reads still work. */
const refusingWrites: KVNamespace = new Proxy(env.CACHE, {
  get(target, property) {
    if (property === "put") return () => Promise.reject(new Error("KV PUT failed: 429 Too Many Requests"));
    const value = Reflect.get(target, property) as unknown;
    return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
  },
});

/** The next `times` listings of the notices fail as an overloaded Firestore does; everything else is answered. */
function noticesUnreadable(times: number): void {
  let left = times;
  vi.mocked(globalThis.fetch).mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (left > 0 && request.method === "GET" && new URL(request.url).pathname.endsWith("/documents/obvestila")) {
      left--;
      return Response.json({ error: { code: 503, status: "UNAVAILABLE", message: "try later" } }, { status: 503 });
    }
    return fake().fetch(input, init);
  });
}

/** A new notice saved through the editor's form, as the owner sends it. */
const saveNotice = (text: string, workerEnv = editorEnv) =>
  call(
    "/urejanje/obvestila/nov",
    {
      method: "POST",
      body: new URLSearchParams({ msg: `<p>${text}</p>`, kind: "guest", act: "on", intent: "save" }),
      headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
    },
    workerEnv,
  );

const storedNotices = (text: string) =>
  fake().documents.filter((document) => document.name.startsWith("obvestila/") && JSON.stringify(document.fields).includes(text));

async function cachedNotices(): Promise<Notice[]> {
  return (await env.CACHE.get<Notice[]>("v1:obvestila", "json")) ?? [];
}

async function checkCron(workerEnv: Env = firestoreEnv): Promise<void> {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron: REFRESH_CRONS.check, scheduledTime: Date.now() }), workerEnv, ctx);
  await waitOnExecutionContext(ctx);
}

// Saved means saved: once Firestore has committed, the owner is told so, whatever the refresh after it does.
describe("a committed save whose refresh fails", () => {
  it("answers saved when the dataset's read fails, stores the notice once, and the refresh tried again in the background stores it", async () => {
    const warned = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await checkCron();
    noticesUnreadable(1);
    const saved = await saveNotice("Shranjeno kljub napaki");
    expect(saved.status).toBe(303);
    expect(saved.headers.get("location")).toMatch(/^\/urejanje\/obvestila\/obvestilo-[\w-]+\?.*sporocilo=saved$/);
    expect(storedNotices("Shranjeno kljub napaki")).toHaveLength(1);
    expect(warned.mock.calls.some((args) => String(args[0]).startsWith("Refresh of obvestila after a save failed"))).toBe(true);
    // call() waited for the request's background work: the retry has stored it.
    expect((await cachedNotices()).map((notice) => notice.msg)).toContain("<p>Shranjeno kljub napaki</p>");
  });

  it("answers saved when every try fails, and the cron's next check stores it, since the save moved the count", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await checkCron();
    noticesUnreadable(3);
    const saved = await saveNotice("Shranjeno, osveži cron");
    expect(saved.status).toBe(303);
    expect(saved.headers.get("location")).toContain("sporocilo=saved");
    expect(storedNotices("Shranjeno, osveži cron")).toHaveLength(1);
    expect((await cachedNotices()).map((notice) => notice.msg)).not.toContain("<p>Shranjeno, osveži cron</p>");

    await checkCron();
    expect((await cachedNotices()).map((notice) => notice.msg)).toContain("<p>Shranjeno, osveži cron</p>");
  });

  it("answers saved when KV refuses the write, shows the notice from what the isolate read, and a later check stores it", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await checkCron();
    const refusing = { ...editorEnv, CACHE: refusingWrites };
    const saved = await saveNotice("Shranjeno brez KV", refusing);
    expect(saved.status).toBe(303);
    expect(saved.headers.get("location")).toContain("sporocilo=saved");
    expect(storedNotices("Shranjeno brez KV")).toHaveLength(1);
    expect(await (await call("/api/obvestila", {}, { ...firestoreEnv, CACHE: refusingWrites })).text()).toContain("Shranjeno brez KV");
    expect((await cachedNotices()).map((notice) => notice.msg)).not.toContain("<p>Shranjeno brez KV</p>");

    const reads = fake().requests.length;
    await checkCron();
    expect((await cachedNotices()).map((notice) => notice.msg)).toContain("<p>Shranjeno brez KV</p>");
    // What the isolate held was written: the check read the counts and nothing else.
    expect(fake().requests.slice(reads)).toEqual(["GET stanje/verzije"]);
  });
});
