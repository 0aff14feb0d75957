import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FoodData } from "../../shared/menu/menu-schema";
import { ALL_SEED_DOCUMENTS } from "../support/seed-documents";
import { createFirestoreClient } from "../../worker/firestore/client";
import { startFirestoreEmulator, type FirestoreEmulator } from "../../scripts/dev/firestore-emulator";
import { importDocuments } from "../../scripts/operator/seed-transfer";
import { changeCountBump } from "../../worker/data/change-counts";
import { startFaultProxy, type Fault } from "../support/fault-proxy";
import { startSite, type RunningSite } from "../support/site-server";

const PROJECT = "faults";
const FRESH_SECONDS = 1;
const PAGES = ["/", "/ponudba", "/en/ponudba", "/studentski-boni", "/o-nas", "/en/cevapi-ljubljana", "/lokacija"];
const APIS = ["/api/hrana", "/api/boni", "/api/obvestila"];

let emulator: FirestoreEmulator;
let proxy: Awaited<ReturnType<typeof startFaultProxy>>;
let site: RunningSite;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
// Generous: the first writes to a freshly started emulator wait for its JVM to warm up.
const client = () => createFirestoreClient({ projectId: PROJECT, emulatorHost: emulator.host, timeoutMs: 30_000 });
const seed = () => importDocuments(client(), ALL_SEED_DOCUMENTS);
/** A new price, counted as the editor counts its saves, so that the site's next check reads the menu again. */
const setPrice = (price: number) =>
  client().commit([
    { update: { path: "hrana/cjediNaZaru/items/2", fields: { price: { doubleValue: price } } }, updateMask: ["price"] },
    changeCountBump(["hrana"]),
  ]);

async function priceOnSite(): Promise<number | undefined> {
  const food = (await (await fetch(`${site.url}/api/hrana`)).json()) as FoodData;
  return food.dishes.flatMap((group) => group.items).find((item) => item.id === 2)?.price;
}

/**
 * Resolves once a read of the site has sent it to Firestore (through the proxy) again: the
 * cached data has gone stale, so every read now tries a refresh.
 */
async function refreshTried(): Promise<void> {
  const before = proxy.requests;
  const deadline = Date.now() + 30_000;
  while (proxy.requests === before) {
    if (Date.now() > deadline) throw new Error("no read of the site reached Firestore within 30 s");
    await (await fetch(`${site.url}/api/hrana`)).arrayBuffer();
    await sleep(100); // the data goes stale by the clock (DATA_FRESH_SECONDS): ask again shortly
  }
}

/** Waits until the site shows `price`, giving the background refresh a few chances. */
async function eventuallyPrice(price: number): Promise<number | undefined> {
  let seen: number | undefined;
  for (let attempt = 0; attempt < 20; attempt++) {
    seen = await priceOnSite();
    if (seen === price) break;
    await sleep(500); // the refresh runs in the background after the read that started it
  }
  return seen;
}

async function expectEveryRouteServes(what: string) {
  for (const path of [...PAGES, ...APIS]) {
    const response = await fetch(`${site.url}${path}`);
    expect(response.status, `${what}: ${path}`).toBe(200);
    // Only the rendered page, not the translations that travel in the hydration data.
    const rendered = (await response.text()).split('<script type="application/json"')[0];
    expect(rendered, `${what}: ${path}`).not.toContain("Meni je trenutno nedosegljiv");
    expect(rendered, `${what}: ${path}`).not.toContain("The menu is temporarily unavailable");
  }
}

beforeAll(async () => {
  emulator = await startFirestoreEmulator();
  proxy = await startFaultProxy(emulator.host);
  await seed();
  site = await startSite({
    FIRESTORE_PROJECT_ID: PROJECT,
    FIRESTORE_EMULATOR_HOST: proxy.host,
    DATA_FRESH_SECONDS: String(FRESH_SECONDS),
  });
}, 120_000);

afterAll(async () => {
  await site?.stop();
  await proxy?.close();
  await emulator?.stop();
});

describe("database faults", () => {
  it("with nothing cached: menu pages answer 503 with Retry-After, say the menu is unavailable and offer the phone; other pages 200; the API 503", async () => {
    proxy.fault = "500";
    for (const [path, text] of [
      ["/ponudba", "Meni je trenutno nedosegljiv"],
      ["/en/ponudba", "The menu is temporarily unavailable"],
    ] as const) {
      const response = await fetch(`${site.url}${path}`);
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("30");
      expect(response.headers.get("cache-control")).toBe("no-store");
      const html = await response.text();
      expect(html).toContain(text);
      expect(html).toMatch(/href="tel:\+386\d+"/);
    }
    expect((await fetch(`${site.url}/`)).status).toBe(200);
    expect((await fetch(`${site.url}/o-nas`)).status).toBe(200);
    for (const path of APIS) {
      const response = await fetch(`${site.url}${path}`);
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("30");
    }
  });

  it("recovers by itself as soon as Firestore answers", async () => {
    proxy.fault = "none";
    // No restart, no purge: the next reads find Firestore again (on a busy machine the first
    // may still run into the client's timeout, so give it a few tries).
    let status = 0;
    for (let attempt = 0; attempt < 20 && status !== 200; attempt++) {
      status = (await fetch(`${site.url}/api/hrana`)).status;
      if (status !== 200) await sleep(500); // the next read, once this one's refresh has had its turn
    }
    expect(status).toBe(200);
    expect(await (await fetch(`${site.url}/ponudba`)).text()).toContain("Pleskavica");
    await expectEveryRouteServes("after recovery");
  }, 60_000);

  const faults: Fault[] = ["slow", "500", "429", "garbage", "wrong-types", "reset"];
  it.each(faults)(
    "keeps serving the last known good data while Firestore fails with %s, then picks up new data",
    async (fault) => {
      const before = await priceOnSite();
      expect(before).toBeDefined();
      proxy.fault = fault;
      await setPrice((before ?? 0) + 1); // written behind the proxy's back: visible once the fault ends
      await refreshTried();
      await expectEveryRouteServes(`during ${fault}`);
      expect(await priceOnSite()).toBe(before);
      await refreshTried();
      await expectEveryRouteServes(`still during ${fault}`);
      proxy.fault = "none";
      expect(await eventuallyPrice((before ?? 0) + 1)).toBe((before ?? 0) + 1);
    },
    60_000,
  );

  it("keeps serving when the emulator is stopped mid-run, and recovers when it is back", async () => {
    const before = await priceOnSite();
    const port = emulator.port;
    await emulator.stop();
    await refreshTried();
    await expectEveryRouteServes("emulator stopped");
    expect(await priceOnSite()).toBe(before);

    emulator = await startFirestoreEmulator({ port });
    await seed();
    await setPrice(4.2);
    expect(await eventuallyPrice(4.2)).toBe(4.2);
  }, 90_000);
});
