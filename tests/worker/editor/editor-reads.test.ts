import { beforeEach, describe, expect, it, vi } from "vitest";
import { isoDate, wallClock } from "../../../shared/restaurant/opening-hours";
import { addDays } from "../../../shared/restaurant/public-holidays";
import { CHANGE_COUNTS_DOCUMENT } from "../../../worker/data/database-layout";
import type { DatasetName } from "../../../worker/data/datasets";
import type { MenuDatasetName } from "../../../worker/data/sources";
import { MENU_COPY_MAX_AGE_MS } from "../../../worker/editor/documents";
import { formFields } from "../../support/editor-forms";
import { call, firestoreEnv, useFakeFirestore } from "../firestore-env";

/**
 * What the editor costs on Firestore's bill: every document it reads is a billed read, so the
 * fake's log of requests is the bill. The editor runs on the (fake) emulator as the local identity.
 */
const editorEnv: Env = { ...firestoreEnv, EDITOR_LOCAL_IDENTITY: "lastnik@localhost" };
const ORIGIN = "http://127.0.0.1:8787";
const DISH = "/urejanje/meni/aburgerji/11";

/** The menu read whole: every item (one query over the groups), the student meals and the surcharge's settings. */
const WHOLE_MENU = ["POST :runQuery", "GET boni", "GET nastavitve/boni"];
/** The part of the menu each dataset's documents are read with. */
const MENU_PART: Record<MenuDatasetName, string> = {
  hrana: "POST :runQuery",
  boni: "GET boni",
  nastavitve: "GET nastavitve/boni",
};
const VERSIONS = `GET ${CHANGE_COUNTS_DOCUMENT}`;

const fake = useFakeFirestore();

let version = 0;
const setVersion = (name: DatasetName, value: number) => fake().setField(CHANGE_COUNTS_DOCUMENT, name, { integerValue: String(value) });

// Each test starts at versions of its own, so that no copy of the menu an earlier test left in the isolate serves it.
beforeEach(() => {
  version += 1;
  fake().documents.push({ name: CHANGE_COUNTS_DOCUMENT, fields: {} });
  for (const name of ["hrana", "boni", "nastavitve"] as const) setVersion(name, version);
});

/** The answer to an editor request and the Firestore requests ("METHOD path") it made. */
async function billed(path: string, init: RequestInit = {}): Promise<{ status: number; html: string; reads: string[] }> {
  const before = fake().requests.length;
  const response = await call(path, init, editorEnv);
  return { status: response.status, html: await response.text(), reads: fake().requests.slice(before) };
}

function post(fields: Record<string, string>): RequestInit {
  return {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
  };
}

/** The item page's form as the browser posts it while the owner types. */
async function previewForm(path: string, group: string): Promise<Record<string, string>> {
  return { ...formFields((await billed(path)).html, path), group, intent: "preview" };
}

const PRICE_ERROR = '<p class="error" id="f-price-error">Vpišite ceno, npr. 9,90.</p>';

describe("a live preview while the owner types", () => {
  it("of a dish reads that dish only: 200 with the typed values, 422 with the price's error", async () => {
    const form = await previewForm(DISH, "aburgerji");

    const typed = await billed(DISH, post({ ...form, name: "Hišni burger XL" }));
    expect(typed.status).toBe(200);
    expect(typed.html).toContain('value="Hišni burger XL"');
    expect(typed.reads).toEqual(["GET hrana/aburgerji/items/11"]);

    const wrong = await billed(DISH, post({ ...form, price: "devet" }));
    expect(wrong.status).toBe(422);
    expect(wrong.html).toContain(PRICE_ERROR);
    expect(wrong.reads).toEqual(["GET hrana/aburgerji/items/11"]);
  });

  it.each(["aburgerji", "boni"])("of a new item of %s reads nothing", async (group) => {
    const path = `/urejanje/meni/${group}/nov`;
    const form = { ...(await previewForm(path, group)), name: "Testna jed", price: "7,50" };

    const typed = await billed(path, post(form));
    expect(typed.status).toBe(200);
    expect(typed.html).toContain('value="Testna jed"');
    expect(typed.reads).toEqual([]);

    const unnamed = await billed(path, post({ ...form, name: "" }));
    expect(unnamed.status).toBe(422);
    expect(unnamed.reads).toEqual([]);
  });

  it("of a new dish with a wrong price answers the price's error, reading nothing", async () => {
    const path = "/urejanje/meni/aburgerji/nov";
    const wrong = await billed(path, post({ ...(await previewForm(path, "aburgerji")), name: "Testna jed", price: "devet" }));
    expect(wrong.status).toBe(422);
    expect(wrong.html).toContain(PRICE_ERROR);
    expect(wrong.reads).toEqual([]);
  });
});

describe("the menu list", () => {
  it("reads the menu once; each search after it reads the versions document only", async () => {
    const first = await billed("/urejanje/meni");
    expect(first.status).toBe(200);
    expect(first.reads).toEqual([VERSIONS, ...WHOLE_MENU]);

    for (const query of ["h", "hi", "hiš", "hišni"]) {
      const search = await billed(`/urejanje/meni?q=${encodeURIComponent(query)}`);
      expect(search.status).toBe(200);
      expect(search.html).toContain("Hišni burger");
      expect(search.reads, query).toEqual([VERSIONS]);
    }
    expect((await billed("/urejanje/meni")).html).toMatch(/name="studentMealPrice" value="3,00"/);
  });

  it.each<[MenuDatasetName, string, (html: string) => void]>([
    ["hrana", "hrana/aburgerji/items/11", (html) => expect(html).toContain("Burger po novem")],
    ["boni", "boni/107", (html) => expect(html).toContain("Burger po novem")],
    ["nastavitve", "nastavitve/boni", (html) => expect(html).toMatch(/name="studentMealPrice" value="2,50"/)],
  ])("shows a save to %s at once: the save counts a new version, so that part of the menu is read again", async (dataset, path, shows) => {
    await billed("/urejanje/meni");
    // What the editor's save writes in one commit: the document, and its dataset's count.
    if (dataset === "nastavitve") fake().setField(path, "studentMealPrice", { doubleValue: 2.5 });
    else fake().setField(path, "name", { stringValue: "Burger po novem" });
    setVersion(dataset, version + 1000);

    const after = await billed("/urejanje/meni");
    expect(after.reads).toEqual([VERSIONS, MENU_PART[dataset]]);
    shows(after.html);
    expect((await billed("/urejanje/meni?q=burger")).reads).toEqual([VERSIONS]);
  });

  it("shows an edit made in the console, which counts no version, once its copy is five minutes old", async () => {
    await billed("/urejanje/meni");
    fake().setField("hrana/aburgerji/items/11", "name", { stringValue: "Burger iz konzole" });
    const soon = await billed("/urejanje/meni?q=burger");
    expect(soon.html).toContain("Hišni burger");
    expect(soon.reads).toEqual([VERSIONS]);

    const start = Date.now();
    vi.spyOn(Date, "now").mockImplementation(() => start + MENU_COPY_MAX_AGE_MS);
    const later = await billed("/urejanje/meni?q=burger");
    expect(later.html).toContain("Burger iz konzole");
    expect(later.reads).toEqual([VERSIONS, ...WHOLE_MENU]);
  });
});

describe("the lunch page", () => {
  const tomorrow = isoDate(addDays(wallClock(Date.now()), 1));
  const path = `/urejanje/malica/${tomorrow}`;

  it("offers the menu's dishes, reading its day and the versions document once the menu was read", async () => {
    const first = await billed(path);
    expect(first.status).toBe(200);
    expect(first.reads).toEqual(expect.arrayContaining([VERSIONS, ...WHOLE_MENU]));

    const again = await billed(path);
    expect(again.status).toBe(200);
    expect(again.html).toContain('<option value="11">Hišni burger</option>');
    expect(again.reads).toEqual([`GET dnevna/${tomorrow}`, VERSIONS]);
    expect((await billed("/urejanje/meni?q=burger")).reads).toEqual([VERSIONS]);
  });

  it("shows a dish renamed through the editor at once", async () => {
    await billed(path);
    fake().setField("hrana/aburgerji/items/11", "name", { stringValue: "Burger po novem" });
    setVersion("hrana", version + 1000);
    const after = await billed(path);
    expect(after.html).toContain('<option value="11">Burger po novem</option>');
    expect(after.reads).toEqual([`GET dnevna/${tomorrow}`, VERSIONS, MENU_PART.hrana]);
  });
});

describe("a save to the menu", () => {
  it("reads the menu once, for the public menu and the editor's copy: the list after it reads the versions document only", async () => {
    await billed("/urejanje/meni");
    const form = formFields((await billed(DISH)).html, DISH);
    const saved = await billed(DISH, post({ ...form, group: "aburgerji", name: "Burger po novem" }));
    expect(saved.status).toBe(303);
    // The dish, the commit, then the counts and the items: the part whose count the save moved.
    expect(saved.reads).toEqual([
      `GET ${DISH.replace("/urejanje/meni/", "hrana/").replace("/11", "/items/11")}`,
      "POST :commit",
      VERSIONS,
      MENU_PART.hrana,
    ]);

    const list = await billed("/urejanje/meni?q=burger");
    expect(list.html).toContain("Burger po novem");
    expect(list.reads).toEqual([VERSIONS]);
    const food = await (await call("/api/hrana", {}, editorEnv)).json<{ dishes: { items: { id: number; name: string }[] }[] }>();
    expect(food.dishes.flatMap((group) => group.items).find((item) => item.id === 11)?.name).toBe("Burger po novem");
    expect(fake().requests.slice(-1)).toEqual([VERSIONS]);
  });
});
