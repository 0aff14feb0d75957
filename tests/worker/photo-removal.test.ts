import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PHOTO_FORMATS, PHOTO_WIDTHS, photoPath } from "../../shared/menu/photo-variants";
import { REFRESH_CRONS } from "../../worker/data/refresh-schedule";
import type { FirestoreValue } from "../../worker/firestore/values";
import worker from "../../worker/index";
import { undoForms } from "../support/editor-forms";
import { call, firestoreEnv, useFakeFirestore } from "./firestore-env";

const fake = useFakeFirestore();

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const ITEM = "hrana/cjediNaZaru/items/1";
/** A month after the photos below are stored (R2 dates them by the real clock). */
const REMOVED_AT = Date.now() + 30 * DAY;

/** Stores a photo's ten objects as an upload does: the upright PNG and nine variants. */
async function storeObjects(key: string): Promise<void> {
  await env.PHOTOS.put(`upright/${key}.png`, new Uint8Array([0x89, 0x50, 0x4e, 0x47]));
  for (const width of PHOTO_WIDTHS) {
    for (const format of PHOTO_FORMATS) await env.PHOTOS.put(`variants/${key}-${width}.${format}`, new Uint8Array([width % 256]));
  }
}

async function objectsOf(key: string): Promise<string[]> {
  return (await env.PHOTOS.list()).objects.map((object) => object.key).filter((name) => name.includes(key));
}

function photoField(key: string | null): FirestoreValue {
  if (key === null) return { nullValue: null };
  const fields = { key: { stringValue: key }, width: { integerValue: "1200" }, height: { integerValue: "800" } };
  return { mapValue: { fields } };
}

/** What the item's document names now. */
function itemNames(key: string | null): void {
  fake().setField(ITEM, "photo", photoField(key));
}

/** A change of the item's photo in the history, as saveChange writes it: the whole item before and after. */
function photoChanged(at: number, before: string | null, after: string | null): void {
  const item = fake().documents.find((document) => document.name === ITEM)?.fields ?? {};
  const side = (key: string | null): FirestoreValue => ({ mapValue: { fields: { ...item, photo: photoField(key) } } });
  fake().documents.push({
    name: `urejanja/${at.toString(36).padStart(9, "0")}-0${Math.random().toString(16).slice(2, 10)}`,
    fields: {
      who: { stringValue: "lastnik@grill.si" },
      when: { timestampValue: new Date(at).toISOString() },
      path: { stringValue: ITEM },
      before: side(before),
      after: side(after),
    },
  });
}

/** The daily cron (02:30 UTC) run at `time`, with the worker's clock there. */
async function dailyCronAt(time: number): Promise<void> {
  vi.setSystemTime(time);
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron: REFRESH_CRONS.full, scheduledTime: time }), firestoreEnv, ctx);
  await waitOnExecutionContext(ctx);
}

const ORIGIN = "http://127.0.0.1:8787";

/** "Razveljavi zadnjo spremembo" on the history's newest change (the item's), by the owner on the local editor. */
async function undo(): Promise<Response> {
  const ownerEnv = { ...firestoreEnv, EDITOR_LOCAL_IDENTITY: "lastnik@localhost" };
  const [shown] = undoForms(await (await call("/urejanje", {}, ownerEnv)).text());
  return call(
    "/urejanje/razveljavi",
    {
      method: "POST",
      body: new URLSearchParams(shown ?? []),
      headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
    },
    ownerEnv,
  );
}

/** The key of the photo the item's document names now. */
function shownPhoto(): string | null {
  const photo = fake().documents.find((document) => document.name === ITEM)?.fields.photo;
  const key = photo && "mapValue" in photo ? photo.mapValue.fields?.key : undefined;
  return key && "stringValue" in key ? key.stringValue : null;
}

const status = async (key: string, width: 400 | 800 | 1200, format: "avif" | "webp" | "jpg") =>
  (await call(photoPath(key, width, format))).status;

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  const stored = await env.PHOTOS.list();
  if (stored.objects.length > 0) await env.PHOTOS.delete(stored.objects.map((object) => object.key));
});
afterEach(() => vi.useRealTimers());

describe("a removed photo goes away after the undo window", () => {
  it("is served through the day after its removal, and after that the daily cron deletes it and its URLs answer 404", async () => {
    const key = "1-a0a0a0a0a0";
    await storeObjects(key);
    itemNames(null);
    photoChanged(REMOVED_AT, key, null);

    await dailyCronAt(REMOVED_AT + 23 * HOUR);
    expect(await objectsOf(key)).toHaveLength(10);
    expect(await status(key, 800, "avif")).toBe(200);

    await dailyCronAt(REMOVED_AT + 25 * HOUR);
    expect(await objectsOf(key)).toEqual([]);
    // Variants no one has asked for since: the edge holds no copy (one it holds expires within the hour, photos/photo-serving.test.ts).
    expect(await status(key, 400, "webp")).toBe(404);
    expect(await status(key, 1200, "jpg")).toBe(404);
  });

  it("an undo within the window brings the photo back, and it stays, however long after", async () => {
    const key = "1-b1b1b1b1b1";
    await storeObjects(key);
    photoChanged(REMOVED_AT, key, null);
    itemNames(null);

    await dailyCronAt(REMOVED_AT + 12 * HOUR);
    vi.setSystemTime(REMOVED_AT + 13 * HOUR);
    expect((await undo()).headers.get("location")).toContain("sporocilo=undone");
    expect(shownPhoto()).toBe(key);
    expect(await (await call("/ponudba")).text()).toContain(`/foto/${key}-400.jpg`);

    await dailyCronAt(REMOVED_AT + 30 * DAY);
    expect(await objectsOf(key)).toHaveLength(10);
    expect(await status(key, 400, "jpg")).toBe(200);
  });

  it("an undo after the window brings the dish back without the deleted photo, never with a broken picture", async () => {
    const key = "1-c1c1c1c1c1";
    await storeObjects(key);
    photoChanged(REMOVED_AT, key, null);
    itemNames(null);

    await dailyCronAt(REMOVED_AT + 25 * HOUR);
    expect(await objectsOf(key)).toEqual([]);
    vi.setSystemTime(REMOVED_AT + 26 * HOUR);
    expect((await undo()).headers.get("location")).toContain("sporocilo=undone");
    expect(shownPhoto()).toBeNull();
    expect(fake().documents.find((document) => document.name === ITEM)?.fields.name).toEqual({
      stringValue: "Čevapi v domači lepinji (10 kos)",
    });
    expect(await (await call("/ponudba")).text()).not.toContain(`/foto/${key}-`);
  });

  it("a replaced photo goes after the window; the one replacing it stays", async () => {
    const [old, replacing] = ["1-c2c2c2c2c2", "1-d3d3d3d3d3"];
    await storeObjects(old);
    await storeObjects(replacing);
    photoChanged(REMOVED_AT, old, replacing);
    itemNames(replacing);

    await dailyCronAt(REMOVED_AT + 12 * HOUR);
    expect(await objectsOf(old)).toHaveLength(10);
    await dailyCronAt(REMOVED_AT + 36 * HOUR);
    expect(await objectsOf(old)).toEqual([]);
    expect(await objectsOf(replacing)).toHaveLength(10);
  });

  it("an upload nothing ever named (its save lost to another) is kept a day, then deleted", async () => {
    const key = "1-e4e4e4e4e4";
    const storedAt = Date.now();
    await storeObjects(key);

    await dailyCronAt(storedAt + 20 * HOUR);
    expect(await objectsOf(key)).toHaveLength(10);
    await dailyCronAt(storedAt + 25 * HOUR);
    expect(await objectsOf(key)).toEqual([]);
  });

  it("deletes the phone's own files kept before, even of a photo still shown", async () => {
    const key = "1-f5f5f5f5f5";
    await storeObjects(key);
    await env.PHOTOS.put(`originals/${key}`, new Uint8Array([0xff, 0xd8, 0xff, 0xe1]));
    itemNames(key);

    await dailyCronAt(REMOVED_AT);
    expect(await objectsOf(key)).toHaveLength(10);
    expect(await env.PHOTOS.head(`originals/${key}`)).toBeNull();
  });

  it("deletes nothing when Firestore cannot be read, or lists no menu at all", async () => {
    const key = "1-0a0a0a0a0a";
    await storeObjects(key);

    fake().mode = { kind: "down" };
    await dailyCronAt(REMOVED_AT + 30 * DAY);
    expect(await objectsOf(key)).toHaveLength(10);

    fake().mode = { kind: "up" };
    fake().documents = fake().documents.filter((document) => !document.name.startsWith("hrana/"));
    await dailyCronAt(REMOVED_AT + 30 * DAY);
    expect(await objectsOf(key)).toHaveLength(10);
  });

  it("the five-minute cron deletes nothing", async () => {
    const key = "1-1b1b1b1b1b";
    await storeObjects(key);
    vi.setSystemTime(REMOVED_AT + 30 * DAY);
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: REFRESH_CRONS.check, scheduledTime: Date.now() }), firestoreEnv, ctx);
    await waitOnExecutionContext(ctx);
    expect(await objectsOf(key)).toHaveLength(10);
  });
});

interface ItemsQuery {
  from?: { allDescendants?: boolean }[];
  limit?: number;
  startAt?: unknown;
}

/** The menu's items as the collection-group query lists them: each answer passed through `change`. */
function itemListings(change: (entries: unknown[], query: ItemsQuery) => Response | unknown[]): void {
  vi.mocked(globalThis.fetch).mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (request.method !== "POST" || !request.url.endsWith(":runQuery")) return fake().fetch(request);
    const body = await request.text();
    const answer = await fake().fetch(new Request(request.url, { method: "POST", body }));
    const { structuredQuery } = JSON.parse(body) as { structuredQuery: ItemsQuery };
    if (!structuredQuery.from?.[0]?.allDescendants) return answer;
    const changed = change(await answer.json<unknown[]>(), structuredQuery);
    return changed instanceof Response ? changed : Response.json(changed);
  });
}

describe("what the clean-up counts as in use", () => {
  it("keeps a photo named only by a dish in a group the site does not know (added in the console)", async () => {
    const [named, unused] = ["1-6c6c6c6c6c", "1-7d7d7d7d7d"];
    await storeObjects(named);
    await storeObjects(unused);
    fake().documents.push({
      name: "hrana/sezonskePosebnosti/items/900",
      fields: { id: { integerValue: "900" }, name: { stringValue: "Jesenska posebnost" }, photo: photoField(named) },
    });

    await dailyCronAt(REMOVED_AT + 30 * DAY);
    expect(await objectsOf(named)).toHaveLength(10);
    expect(await objectsOf(unused)).toEqual([]);
  });

  it("deletes nothing when the listing of the menu stops short, or fails after its first page", async () => {
    const [last, unused] = ["1-8e8e8e8e8e", "1-9f9f9f9f9f"];
    await storeObjects(last);
    await storeObjects(unused);
    // The item listed last by name names a photo; a page that loses it looks like the menu's end.
    fake().documents.push({
      name: "hrana/zzz/items/999",
      fields: { id: { integerValue: "999" }, name: { stringValue: "Zadnja" }, photo: photoField(last) },
    });
    const warned = vi.spyOn(console, "warn").mockImplementation(() => undefined);

    // Every first page loses its last entry: the public menu's refresh of the same cron too, which is harmless.
    itemListings((entries, query) => (query.startAt === undefined ? entries.slice(0, -1) : entries));
    await dailyCronAt(REMOVED_AT + 30 * DAY);
    expect(await objectsOf(unused)).toHaveLength(10);
    expect(await objectsOf(last)).toHaveLength(10);
    expect(warned.mock.calls.some((args) => String(args[0]) === "Photo cleanup failed")).toBe(true);

    // Every query after a first page fails.
    itemListings((entries, query) =>
      query.startAt === undefined
        ? entries
        : Response.json([{ error: { code: 503, status: "UNAVAILABLE", message: "try later" } }], { status: 503 }),
    );
    await dailyCronAt(REMOVED_AT + 30 * DAY);
    expect(await objectsOf(unused)).toHaveLength(10);

    itemListings((entries) => entries);
    await dailyCronAt(REMOVED_AT + 30 * DAY);
    expect(await objectsOf(unused)).toEqual([]);
    expect(await objectsOf(last)).toHaveLength(10);
  });
});
