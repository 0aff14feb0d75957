import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FoodData } from "../../shared/menu/menu-schema";
import { ALL_SEED_DOCUMENTS } from "../support/seed-documents";
import { clearFirestoreEmulator } from "../../scripts/dev/firestore-emulator";
import { importDocuments } from "../../scripts/operator/seed-transfer";
import { createFirestoreClient } from "../../worker/firestore/client";
import { encodeFields } from "../../worker/firestore/values";
import { isoDate, wallClock } from "../../shared/restaurant/opening-hours";
import { addDays } from "../../shared/restaurant/public-holidays";
import { purgeSiteCache, startSite, type RunningSite } from "../support/site-server";
import { emulatorHost } from "./emulator-project";

const PROJECT = "site-test";
let site: RunningSite;
const client = () => createFirestoreClient({ projectId: PROJECT, emulatorHost: emulatorHost(), timeoutMs: 10_000 });

async function priceOf(id: number): Promise<number | undefined> {
  const food = (await (await fetch(`${site.url}/api/hrana`)).json()) as FoodData;
  return [...food.dishes, ...food.drinks, ...food.extras].flatMap((group) => group.items).find((item) => item.id === id)?.price;
}

beforeAll(async () => {
  await clearFirestoreEmulator(emulatorHost(), PROJECT);
  await importDocuments(client(), ALL_SEED_DOCUMENTS);
  site = await startSite({ FIRESTORE_PROJECT_ID: PROJECT, FIRESTORE_EMULATOR_HOST: emulatorHost() });
}, 90_000);

afterAll(async () => {
  await site?.stop();
  await clearFirestoreEmulator(emulatorHost(), PROJECT);
});

describe("the site in workerd on the real Firestore emulator", () => {
  it("serves the menu, the student meals and the notices from Firestore", async () => {
    const food = (await (await fetch(`${site.url}/api/hrana`)).json()) as FoodData;
    // The seed's 50 dishes less "Polnjene paprike", which is hidden: the API shows the public view.
    const dishes = food.dishes.flatMap((group) => group.items);
    expect(dishes).toHaveLength(49);
    expect(dishes.map((dish) => dish.name)).not.toContain("Polnjene paprike");
    expect((await (await fetch(`${site.url}/api/boni`)).json()) as unknown[]).toHaveLength(19);
    expect((await (await fetch(`${site.url}/api/obvestila`)).json()) as unknown[]).toHaveLength(2);
    const page = await fetch(`${site.url}/ponudba`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Pleskavica s kajmakom");
  });

  it("keeps the cached menu until the operator purges it, then shows Firestore's new price", async () => {
    const before = await priceOf(4);
    await client().commit([
      { update: { path: "hrana/cjediNaZaru/items/4", fields: { price: { doubleValue: 12.9 } } }, updateMask: ["price"] },
    ]);
    expect(await priceOf(4)).toBe(before);

    expect(await purgeSiteCache(site, "hrana")).toContain("purged v1:hrana (local)");

    expect(await priceOf(4)).toBe(12.9);
    expect(await (await fetch(`${site.url}/ponudba`)).text()).toMatch(/12,90\s€/);
  });

  it("shows a closed day the owner enters in urnik/odpiralni-cas once the operator purges the hours", async () => {
    const closed = isoDate(addDays(wallClock(Date.now()), 3));
    const footer = async () => (await (await fetch(`${site.url}/o-nas`)).text()).replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
    expect(await footer()).not.toContain("Inventura");
    await client().commit([
      {
        update: {
          path: "urnik/odpiralni-cas",
          fields: encodeFields({ exceptions: [{ from: closed, closed: true, note: "Inventura", note_en: "Stocktaking" }] }),
        },
        updateMask: ["exceptions"],
      },
    ]);
    expect(await footer()).not.toContain("Inventura");

    expect(await purgeSiteCache(site, "urnik")).toContain("purged v1:urnik (local)");

    expect(await footer()).toMatch(/zaprto · Inventura/);
    const english = await (await fetch(`${site.url}/en/o-nas`)).text();
    expect(english).toContain("Stocktaking");
    expect(english).toContain(`"validFrom":"${closed}","validThrough":"${closed}","opens":"00:00","closes":"00:00"`);
    const hours = (await (await fetch(`${site.url}/api/urnik`)).json()) as {
      exceptions: { from: string; span: unknown }[];
      weekly: unknown;
    };
    expect(hours.exceptions).toEqual([{ from: closed, to: closed, span: null, note: { sl: "Inventura", en: "Stocktaking" } }]);
    expect(hours.weekly).toMatchObject({ sunday: null, monday: { opens: "09:30", closes: "20:00" } });
  });
});
