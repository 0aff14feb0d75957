import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FoodData } from "../../shared/menu/menu-schema";
import { clearFirestoreEmulator } from "../../scripts/dev/firestore-emulator";
import { importDocuments } from "../../scripts/operator/seed-transfer";
import { readChangeCounts } from "../../worker/data/change-counts";
import { CHANGE_COUNTS_DOCUMENT } from "../../worker/data/database-layout";
import { REFRESH_CRONS } from "../../worker/data/refresh-schedule";
import { EditConflict, readDocument, recentChanges, saveChange } from "../../worker/editor/change-log";
import { createFirestoreClient } from "../../worker/firestore/client";
import { collectionOf, startFaultProxy } from "../support/fault-proxy";
import { ALL_SEED_DOCUMENTS } from "../support/seed-documents";
import { startSite, type RunningSite } from "../support/site-server";
import { emulatorHost } from "./emulator-project";

const PROJECT = "change-counters";
const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const DISH = "hrana/cjediNaZaru/items/4";

let site: RunningSite;
let proxy: Awaited<ReturnType<typeof startFaultProxy>>;
const firestore = () => createFirestoreClient({ projectId: PROJECT, emulatorHost: emulatorHost(), timeoutMs: 10_000 });

async function priceOnSite(): Promise<number | undefined> {
  const food = (await (await fetch(`${site.url}/api/hrana`)).json()) as FoodData;
  return food.dishes.flatMap((group) => group.items).find((item) => item.id === 4)?.price;
}

/** A price typed straight into the Firebase console: no change is counted. */
const consoleEdit = (price: number) =>
  firestore().commit([{ update: { path: DISH, fields: { price: { doubleValue: price } } }, updateMask: ["price"] }]);

async function cron(expression: string): Promise<void> {
  const response = await fetch(`${site.url}/__scheduled?cron=${encodeURIComponent(expression)}`);
  await response.arrayBuffer();
  expect(response.status).toBe(200);
}

beforeAll(async () => {
  await clearFirestoreEmulator(emulatorHost(), PROJECT);
  await importDocuments(firestore(), ALL_SEED_DOCUMENTS);
  proxy = await startFaultProxy(emulatorHost());
  site = await startSite({ FIRESTORE_PROJECT_ID: PROJECT, FIRESTORE_EMULATOR_HOST: proxy.host }, ["--test-scheduled"]);
  // Warm: the first check stores every dataset with its change count.
  await cron(REFRESH_CRONS.check);
}, 120_000);

afterAll(async () => {
  await site?.stop();
  await proxy?.close();
  await clearFirestoreEmulator(emulatorHost(), PROJECT);
});

describe("the change counters (stanje/verzije)", () => {
  it("count a save in the same commit as the change and its audit entry; a conflict writes none of the three", async () => {
    const store = firestore();
    const before = await readChangeCounts(store);
    const dish = await readDocument(store, DISH);
    await saveChange(store, {
      path: DISH,
      expectedUpdateTime: dish.updateTime,
      after: { price: 10.4 },
      fields: ["price"],
      who: "owner@example.com",
    });
    const saved = await readDocument(store, DISH);
    expect(saved.data.price).toBe(10.4);
    expect(await readChangeCounts(store)).toEqual({ ...before, hrana: before.hrana + 1 });
    expect((await recentChanges(store, 1))[0]?.path).toBe(DISH);

    const audit = (await recentChanges(store, 50)).length;
    // The version the editor showed before the save above: someone else has saved since.
    await expect(
      saveChange(store, {
        path: DISH,
        expectedUpdateTime: dish.updateTime,
        after: { price: 99 },
        fields: ["price"],
        who: "owner@example.com",
      }),
    ).rejects.toBeInstanceOf(EditConflict);
    expect((await readDocument(store, DISH)).data.price).toBe(10.4);
    expect(await readChangeCounts(store)).toEqual({ ...before, hrana: before.hrana + 1 });
    expect(await recentChanges(store, 50)).toHaveLength(audit);
  });

  it("let the five-minute check read one document when nothing changed, and the menu again once a save counted", async () => {
    await cron(REFRESH_CRONS.check); // takes in the save of the test before
    proxy.calls.length = 0;
    await cron(REFRESH_CRONS.check);
    expect(proxy.calls.map((call) => `${call.method} ${call.path}`)).toEqual([`GET /${CHANGE_COUNTS_DOCUMENT}`]);

    const store = firestore();
    const dish = await readDocument(store, DISH);
    // Counted as the editor counts it, but with no refresh of the site's cache behind it.
    await saveChange(store, {
      path: DISH,
      expectedUpdateTime: dish.updateTime,
      after: { price: 10.6 },
      fields: ["price"],
      who: "owner@example.com",
    });
    proxy.calls.length = 0;
    await cron(REFRESH_CRONS.check);
    expect(proxy.calls.map(collectionOf)).toEqual(["stanje", "items"]);
    expect(await priceOnSite()).toBe(10.6);
  });

  it("show a console edit after the daily full refresh, not after a check", async () => {
    await consoleEdit(11.1);
    await cron(REFRESH_CRONS.check);
    expect(await priceOnSite()).toBe(10.6);
    await cron(REFRESH_CRONS.full);
    expect(await priceOnSite()).toBe(11.1);
  });

  it("show a console edit at once after the operator's npm run data:refresh", async () => {
    await consoleEdit(11.7);
    await cron(REFRESH_CRONS.check);
    expect(await priceOnSite()).toBe(11.1);
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["--import", "tsx", "scripts/operator/data-refresh.ts", "--persist-to", site.persistTo],
      { cwd: ROOT, env: { ...process.env, FIRESTORE_PROJECT_ID: PROJECT, FIRESTORE_EMULATOR_HOST: emulatorHost() } },
    );
    expect(stdout).toContain("refreshed v1:hrana");
    expect(await priceOnSite()).toBe(11.7);
    // Stored with the count it was read at: the next check reads nothing but the counts.
    proxy.calls.length = 0;
    await cron(REFRESH_CRONS.check);
    expect(proxy.calls.map(collectionOf)).toEqual(["stanje"]);
  }, 60_000);
});
