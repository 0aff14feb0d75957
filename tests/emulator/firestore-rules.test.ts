import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clearFirestoreEmulator } from "../../scripts/dev/firestore-emulator";
import { importDocuments } from "../../scripts/operator/seed-transfer";
import { readChangeCounts } from "../../worker/data/change-counts";
import { DATASET_NAMES } from "../../worker/data/datasets";
import { firestoreSource } from "../../worker/data/sources";
import { readDocument, recentChanges, saveChange } from "../../worker/editor/change-log";
import { siteFirestoreClient } from "../../worker/firestore/site-client";
import { ALL_SEED_DOCUMENTS } from "../support/seed-documents";
import { emulatorHost } from "./emulator-project";

/**
 * The project's rules (firestore.rules), which the emulator runs with as production does: a
 * caller without the site's credential gets nothing, and the site gets everything. On an
 * emulator started without the rules every anonymous request below would pass.
 */
const PROJECT = "rules-test";
const DISH = "hrana/cjediNaZaru/items/4";
const OWNER = "lastnik@grill.si";

/** The site's client on the emulator, made as the worker makes it (the owner's token there). */
const site = () => siteFirestoreClient({ FIRESTORE_PROJECT_ID: PROJECT, FIRESTORE_EMULATOR_HOST: emulatorHost() }, { timeoutMs: 10_000 })!;

/** A REST call with no credential, as a stranger who knows the project id would make it. */
async function anonymous(method: "GET" | "POST", resource: string, body?: unknown): Promise<{ status: number; error: unknown }> {
  const url = `http://${emulatorHost()}/v1/projects/${PROJECT}/databases/(default)/documents${resource}`;
  const response = await fetch(url, {
    method,
    ...(body !== undefined && { body: JSON.stringify(body), headers: { "content-type": "application/json" } }),
  });
  const answer = (await response.json()) as { error?: { status?: string } } | unknown[];
  return { status: response.status, error: Array.isArray(answer) ? answer[0] : answer };
}

const denied = { status: 403, error: { error: { status: "PERMISSION_DENIED" } } };

let auditPath: string;

beforeAll(async () => {
  await clearFirestoreEmulator(emulatorHost(), PROJECT);
  await importDocuments(site(), ALL_SEED_DOCUMENTS);
  // A save through the editor's store: the change history (urejanja, with the editor's e-mail) and the counts (stanje).
  const dish = await readDocument(site(), DISH);
  const entry = await saveChange(site(), {
    path: DISH,
    expectedUpdateTime: dish.updateTime,
    after: { price: 10.4 },
    fields: ["price"],
    who: OWNER,
  });
  auditPath = `urejanja/${entry.id}`;
}, 60_000);

afterAll(() => clearFirestoreEmulator(emulatorHost(), PROJECT));

describe("an anonymous caller, under the project's rules", () => {
  it.each(["hrana/cjediNaZaru/items", "boni", "obvestila", "urnik", "nastavitve", "dnevna", "stanje", "urejanja"])(
    "is refused a list of %s (403 PERMISSION_DENIED)",
    async (collection) => {
      expect(await anonymous("GET", `/${collection}`)).toMatchObject(denied);
    },
  );

  it("is refused a document: a dish, the change counts and an entry of the change history", async () => {
    for (const path of [DISH, "stanje/verzije", auditPath]) expect(await anonymous("GET", `/${path}`), path).toMatchObject(denied);
  });

  it("is refused a query over every menu group's items (the collection group)", async () => {
    const query = { structuredQuery: { from: [{ collectionId: "items", allDescendants: true }] } };
    expect(await anonymous("POST", ":runQuery", query)).toMatchObject(denied);
  });

  it("is refused a write, and nothing is written", async () => {
    const notice = `projects/${PROJECT}/databases/(default)/documents/obvestila/vsiljivec`;
    const write = { writes: [{ update: { name: notice, fields: { title: { stringValue: "Zastonj čevapi" } } } }] };
    expect(await anonymous("POST", ":commit", write)).toMatchObject(denied);
    expect((await readDocument(site(), "obvestila/vsiljivec")).updateTime).toBeNull();
  });
});

describe("the site, with its own credential, under the same rules", () => {
  it("reads every dataset and the change counts", async () => {
    const source = firestoreSource(site());
    const [food, meals, notices, hours, settings, daily] = await Promise.all(DATASET_NAMES.map((name) => source[name]()));
    expect(food).toMatchObject({ dishes: expect.arrayContaining([expect.objectContaining({ key: "cjediNaZaru" })]) });
    expect(meals).toHaveLength(19);
    expect(notices).not.toHaveLength(0);
    expect(hours).toBeTruthy();
    expect(settings).toBeTruthy();
    expect(daily).toBeDefined();
    expect((await readChangeCounts(site())).hrana).toBeGreaterThan(0);
  });

  it("saves an editor's change, and reads it back with its history", async () => {
    const dish = await readDocument(site(), DISH);
    await saveChange(site(), { path: DISH, expectedUpdateTime: dish.updateTime, after: { price: 11.2 }, fields: ["price"], who: OWNER });
    expect((await readDocument(site(), DISH)).data.price).toBe(11.2);
    expect(await recentChanges(site(), 1)).toMatchObject([{ path: DISH, who: OWNER }]);
  });
});
