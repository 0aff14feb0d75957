import { describe, expect, it } from "vitest";
import type { FoodData } from "../../shared/menu/menu-schema";
import { changeCountBump } from "../../worker/data/change-counts";
import { encodeFields } from "../../worker/firestore/values";
import { formFields, undoForms } from "../support/editor-forms";
import { day, text, useEditorSite } from "./editor-site";

const PROJECT = "menu-editor-test";
const { client, page, form, post, stored } = useEditorSite(PROJECT);

/** The item page's form as a browser would post it, with the group the page shows. */
async function itemForm(path: string): Promise<Record<string, string>> {
  return { ...(await form(path)), group: path.split("/")[3] ?? "" };
}

/** The dish names of one section of /ponudba (or /en/ponudba), in the order shown. */
async function dishes(section: string, lang: "sl" | "en" = "sl"): Promise<string[]> {
  const html = await page(lang === "sl" ? "/ponudba" : "/en/ponudba");
  const start = html.indexOf(`<section id="${section}"`);
  const body = html.slice(start, html.indexOf("</section>", start));
  return [...body.matchAll(/<h3 class="dish__name">([^<]+)<\/h3>/g)].map((match) => match[1] ?? "");
}

function menuJsonLd(html: string): {
  hasMenuSection: { name: string; hasMenuItem: { name: string; description?: string; offers: { price: string } }[] }[];
} {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((match) =>
    JSON.parse(match[1] ?? "{}"),
  );
  return blocks.find((block) => block["@type"] === "Menu");
}

const auditCount = async () => (await client().listDocuments("urejanja")).length;

/** The history's cards, newest first: each one's text, and what its undo button posts (null: it has none). */
async function historyCards(): Promise<{ text: string; undo: [string, string][] | null }[]> {
  const html = await page("/urejanje");
  return html
    .split('<li class="card">')
    .slice(1)
    .map((card) => ({ text: text(card), undo: undoForms(card)[0] ?? null }));
}

/** The documents an undo button names. */
const undonePaths = (undo: [string, string][] | null | undefined) => undo?.filter(([name]) => name === "path").map(([, path]) => path);

/** Where /api/hrana lists a dish: its group and price, once per listing. */
async function listings(id: number): Promise<{ group: string; price: number }[]> {
  const food = JSON.parse(await page("/api/hrana")) as FoodData;
  return [...food.dishes, ...food.drinks, ...food.extras].flatMap((group) =>
    group.items.filter((item) => item.id === id).map((item) => ({ group: group.key, price: item.price })),
  );
}

describe("the owner writes the menu, on the Firestore emulator", () => {
  it("adds Testna pleskavica to žar: /ponudba, /en/ponudba and the JSON-LD show it at once, allergens by name", async () => {
    const saved = await post("/urejanje/meni/cjediNaZaru/nov", {
      group: "cjediNaZaru",
      name: "Testna pleskavica",
      translate: "Test burger patty",
      opis: "Pleskavica za preskus.",
      opis_en: "A patty for testing.",
      sestavine: "meso\nsol",
      translate_sestavine: "meat\nsalt",
      "alergen-1": "on",
      "alergen-2": "on",
      "alergen-14": "on",
      price: "11,40",
      intent: "save",
    });
    expect(saved.status).toBe(303);
    const location = saved.headers.get("location") ?? "";
    expect(location).toMatch(/^\/urejanje\/meni\/cjediNaZaru\/(\d+)\?sporocilo=saved$/);
    const id = /\/(\d+)\?/.exec(location)?.[1];
    expect(Number(id)).toBeGreaterThan(9994);
    expect(await stored(`hrana/cjediNaZaru/items/${id}`)).toMatchObject({
      id: Number(id),
      parent: "hrana",
      alergeni: [1, 2, 14],
      price: 11.4,
    });

    const sl = await page("/ponudba");
    const dish = sl.slice(sl.indexOf(">Testna pleskavica<"), sl.indexOf("</li>", sl.indexOf(">Testna pleskavica<")));
    expect(dish).toContain("11,40");
    expect(dish).toContain("Pleskavica za preskus.");
    expect(dish).toContain("1 Žita, ki vsebujejo gluten, 2 Mleko (vključno z laktozo), 14 Mehkužci");
    expect((await dishes("cjediNaZaru")).at(-1)).toBe("Testna pleskavica");
    const en = await page("/en/ponudba");
    const enDish = en.slice(en.indexOf(">Test burger patty<"), en.indexOf("</li>", en.indexOf(">Test burger patty<")));
    expect(enDish).toContain("A patty for testing.");
    expect(enDish).toMatch(/1 Cereals containing gluten, 2 Milk[^,]*, 14 Molluscs/);
    const item = menuJsonLd(en)
      .hasMenuSection.flatMap((section) => section.hasMenuItem)
      .find((entry) => entry.name === "Test burger patty");
    expect(item).toMatchObject({ description: "A patty for testing.", offers: { price: "11.40" } });
  });

  it("renames a dish and fixes its description: both languages show it", async () => {
    const form = await itemForm("/urejanje/meni/cjediNaZaru/2");
    const saved = await post("/urejanje/meni/cjediNaZaru/2", {
      ...form,
      name: "Pleskavica domača",
      translate: "Homemade pleskavica",
      opis_en: "Fixed description.",
    });
    expect(saved.status).toBe(303);
    expect(await dishes("cjediNaZaru")).toContain("Pleskavica domača");
    expect(await dishes("cjediNaZaru", "en")).toContain("Homemade pleskavica");
    expect(await page("/en/ponudba")).toContain("Fixed description.");
    const changes = text(await page("/urejanje"));
    expect(changes).toContain("ime: Pleskavica → Pleskavica domača");
  });

  it("moves a dish up two places, and another to a different category; /ponudba follows", async () => {
    const before = await dishes("cjediNaZaru");
    const moved = "Svinjski ražnjiči";
    const index = before.indexOf(moved);
    for (let step = 0; step < 2; step++) {
      const response = await post("/urejanje/meni/vrstni-red", { path: "hrana/cjediNaZaru/items/32", intent: "up" });
      expect(response.status).toBe(303);
    }
    const after = await dishes("cjediNaZaru");
    expect(after.indexOf(moved)).toBe(index - 2);
    expect(after.filter((name) => name !== moved)).toEqual(before.filter((name) => name !== moved));

    const form = await itemForm("/urejanje/meni/cjediNaZaru/34");
    const saved = await post("/urejanje/meni/cjediNaZaru/34", { ...form, group: "dmehiskeJedi" });
    expect(saved.status).toBe(303);
    expect(saved.headers.get("location")).toBe("/urejanje/meni/dmehiskeJedi/34?sporocilo=saved");
    expect(await dishes("cjediNaZaru")).not.toContain("Piščančji file na žaru");
    expect((await dishes("dmehiskeJedi")).at(-1)).toBe("Piščančji file na žaru");
    expect(await stored("hrana/dmehiskeJedi/items/34")).toMatchObject({ id: 34, name: "Piščančji file na žaru" });
  });

  it("deletes a dish behind a confirmation: gone, then undone and back in its place", async () => {
    const before = await dishes("dmehiskeJedi");
    const form = await itemForm("/urejanje/meni/dmehiskeJedi/41");
    const asked = await post("/urejanje/meni/dmehiskeJedi/41", { ...form, intent: "delete" });
    expect(asked.status).toBe(200);
    expect(await asked.text()).toContain("Res izbrišem to postavko?");
    expect(await dishes("dmehiskeJedi")).toEqual(before);

    const deleted = await post("/urejanje/meni/dmehiskeJedi/41", { updateTime: form.updateTime ?? "", intent: "confirmDelete" });
    expect(deleted.status).toBe(303);
    const location = deleted.headers.get("location") ?? "";
    expect(location).toMatch(/^\/urejanje\/meni\?izbrisano=hrana%2FdmehiskeJedi%2Fitems%2F41&zapis=[\w-]+&sporocilo=deleted$/);
    expect(await dishes("dmehiskeJedi")).not.toContain("Burrito s piščancem");
    expect(text(await page("/urejanje"))).toContain("Burrito s piščancem (Mehiške jedi) izbrisano");

    const [undo] = undoForms(await page(location));
    expect(undonePaths(undo)).toEqual(["hrana/dmehiskeJedi/items/41"]);
    const undone = await post("/urejanje/razveljavi", undo ?? []);
    expect(undone.status).toBe(303);
    expect(await dishes("dmehiskeJedi")).toEqual(before);
  });

  it("a move to another group is one change in the history, and its undo puts the dish back where it was, once, with its price", async () => {
    const before = await dishes("bdomaceJedi");
    expect(await listings(23)).toEqual([{ group: "bdomaceJedi", price: 7.9 }]);
    const form = await itemForm("/urejanje/meni/bdomaceJedi/23");
    expect((await post("/urejanje/meni/bdomaceJedi/23", { ...form, group: "cjediNaZaru" })).status).toBe(303);
    expect(await listings(23)).toEqual([{ group: "cjediNaZaru", price: 7.9 }]);

    const [move, ...older] = await historyCards();
    expect(move?.text).toContain("Pasulj s klobaso premaknjeno iz Domače jedi v Jedi z žara");
    expect(older.some((card) => card.text.includes("Pasulj s klobaso"))).toBe(false);
    const audits = await auditCount();

    const undone = await post("/urejanje/razveljavi", move?.undo ?? []);
    expect(undone.headers.get("location")).toBe("/urejanje/meni?sporocilo=undone");
    expect(await listings(23)).toEqual([{ group: "bdomaceJedi", price: 7.9 }]);
    expect(await dishes("bdomaceJedi")).toEqual(before);
    expect(await stored("hrana/cjediNaZaru/items/23")).toBeNull();
    expect(await auditCount()).toBe(audits + 2);
    const [undo] = await historyCards();
    expect(undo?.text).toContain("Pasulj s klobaso premaknjeno iz Jedi z žara v Domače jedi");
  });

  it("a move whose dish was changed since is not undone: nothing is written and the owner is told which change is newer", async () => {
    const form = await itemForm("/urejanje/meni/bdomaceJedi/24");
    expect((await post("/urejanje/meni/bdomaceJedi/24", { ...form, group: "cjediNaZaru" })).status).toBe(303);
    // The history as it was open in a tab: the move, with its undo.
    const [shownMove] = await historyCards();
    const moved = await itemForm("/urejanje/meni/cjediNaZaru/24");
    expect((await post("/urejanje/meni/cjediNaZaru/24", { ...moved, price: "9,20" })).status).toBe(303);
    const [edit, move] = await historyCards();
    expect(undonePaths(edit?.undo)).toEqual(["hrana/cjediNaZaru/items/24"]);
    expect(move?.text).toContain("premaknjeno iz Domače jedi v Jedi z žara");
    expect(move?.undo).toBeNull();

    const audits = await auditCount();
    const [old, current] = [await stored("hrana/bdomaceJedi/items/24"), await stored("hrana/cjediNaZaru/items/24")];
    const refused = await post("/urejanje/razveljavi", shownMove?.undo ?? []);
    expect(refused.headers.get("location")).toMatch(/^\/urejanje\/meni\?.*sporocilo=undoStale$/);
    const answer = await page(refused.headers.get("location") ?? "");
    expect(answer).toContain('<div class="banner banner--conflict" role="alert"><p>Nič ni razveljavljeno');
    expect(text(answer)).toContain("Kranjska klobasa s kislim zeljem (Jedi z žara): cena: 8,50 € → 9,20 €");
    expect(await auditCount()).toBe(audits);
    expect(await stored("hrana/bdomaceJedi/items/24")).toEqual(old);
    expect(await stored("hrana/cjediNaZaru/items/24")).toEqual(current);
    expect(await listings(24)).toEqual([{ group: "cjediNaZaru", price: 9.2 }]);
  });

  it.each([
    ["an empty name", { name: "" }, "name", "Vpišite ime."],
    ["a negative price", { price: "-2" }, "price", "Vpišite ceno, npr. 9,90."],
    ["an unknown allergen", { "alergen-15": "on" }, "alergeni", "Alergen je lahko le eden od 14 s seznama."],
    [
      "a discount without a higher old price",
      { isDiscount: "on", oldPrice: "5,00" },
      "oldPrice",
      "Za popust vpišite staro ceno, višjo od cene.",
    ],
  ])("%s is a field error, the input kept, nothing written", async (_case, change, field, message) => {
    const form = await itemForm("/urejanje/meni/cjediNaZaru/3");
    const audits = await auditCount();
    const before = await stored("hrana/cjediNaZaru/items/3");
    const response = await post("/urejanje/meni/cjediNaZaru/3", { ...form, ...change, opis: "Tipkano besedilo" });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain(`id="f-${field}-error">${message}</p>`);
    expect(html).toContain("Tipkano besedilo");
    expect(await auditCount()).toBe(audits);
    expect(await stored("hrana/cjediNaZaru/items/3")).toEqual(before);
  });

  it("adds a student meal and moves it up: the student menu follows", async () => {
    const saved = await post("/urejanje/meni/boni/nov", {
      group: "boni",
      name: "Testni obrok",
      translate: "Test meal",
      noAllergenData: "on",
      intent: "save",
    });
    expect(saved.status).toBe(303);
    const id = /\/boni\/(\d+)\?/.exec(saved.headers.get("location") ?? "")?.[1];
    const meals = async () => {
      const html = await page("/studentski-boni");
      const list = html.slice(html.indexOf('class="dish-list student-meals"'));
      return [...list.matchAll(/<h4 class="dish__name">([^<]+)<\/h4>/g)].map((match) => match[1]);
    };
    expect((await meals()).at(-1)).toBe("Testni obrok");
    expect((await post("/urejanje/meni/vrstni-red", { path: `boni/${id}`, intent: "up" })).status).toBe(303);
    expect((await meals()).at(-2)).toBe("Testni obrok");
    expect(await stored(`boni/${id}`)).toMatchObject({ alergeni: null, name: "Testni obrok" });
  });

  it("a discount ends by itself after its last day: the page and the JSON-LD show the old price again", async () => {
    const offerOf = async () => {
      const html = await page("/ponudba");
      const start = html.indexOf(">Mešano meso na žaru<");
      const item = menuJsonLd(html)
        .hasMenuSection.flatMap((section) => section.hasMenuItem)
        .find((entry) => entry.name === "Mešano meso na žaru");
      return { dish: html.slice(start, html.indexOf("</li>", start)), price: item?.offers.price };
    };
    const form = await itemForm("/urejanje/meni/cjediNaZaru/33");
    const discount = { isDiscount: "on", price: "11,90", oldPrice: "13,90" };
    expect((await post("/urejanje/meni/cjediNaZaru/33", { ...form, ...discount, discountUntil: day(0) })).status).toBe(303);
    const holding = await offerOf();
    expect(holding.dish).toMatch(/<del class="price__old">.*13,90.*<\/del>/);
    expect(holding.price).toBe("11.90");

    const again = await itemForm("/urejanje/meni/cjediNaZaru/33");
    expect(again.discountUntil).toBe(day(0));
    expect((await post("/urejanje/meni/cjediNaZaru/33", { ...again, discountUntil: day(-1) })).status).toBe(303);
    const ended = await offerOf();
    expect(ended.dish).not.toContain("<del");
    expect(ended.dish).toContain("13,90");
    expect(ended.price).toBe("13.90");
  });

  it("the student surcharge is the owner's: the student page, the menu text, its JSON-LD and the search description agree", async () => {
    const refused = await post("/urejanje/meni/doplacilo", { studentMealPrice: "-1", updateTime: "" });
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain('value="-1"');
    const list = await page("/urejanje/meni");
    expect(list).toMatch(/<input id="f-studentMealPrice"[^>]* name="studentMealPrice" value="3,00"/);
    const updateTime = /action="\/urejanje\/meni\/doplacilo"[^]*?name="updateTime" value="([^"]*)"/.exec(list)?.[1] ?? "";
    const saved = await post("/urejanje/meni/doplacilo", { studentMealPrice: "2,63", updateTime });
    expect(saved.status).toBe(303);
    for (const [path, price] of [
      ["/studentski-boni", "2,63\u00a0€"],
      ["/en/studentski-boni", "€2.63"],
    ] as const) {
      const html = await page(path);
      expect(html).toContain(`<span class="student-price__value">${price}</span>`);
      expect(/<meta name="description" content="([^"]*)"/.exec(html)?.[1]).toContain(price);
      const meals = menuJsonLd(html).hasMenuSection.at(-1)?.hasMenuItem ?? [];
      expect(meals.length).toBeGreaterThan(0);
      expect(meals.every((meal) => meal.offers.price === "2.63")).toBe(true);
    }
    expect(text(await page("/urejanje"))).toMatch(/doplačilo študenta: 3,00\s€ → 2,63\s€/);
  });

  it("a dish written straight into the database with a malformed field needs attention; fixing it brings it back", async () => {
    // Counted as a save counts it: an uncounted write shows in the editor once its copy of the menu
    // is five minutes old (tests/worker/editor/editor-reads.test.ts), and the save of the test before renewed that copy.
    await client().commit([
      {
        update: {
          path: "hrana/gsolate/items/777",
          fields: encodeFields({ id: 777, name: "Pokvarjena solata", parent: "hrana", price: 6.5, soldOutUntil: "2026-11-25" }),
        },
      },
      changeCountBump(["hrana"]),
    ]);
    expect(await page("/ponudba")).not.toContain("Pokvarjena solata");
    const list = await page("/urejanje/meni");
    const attention = text(list.slice(list.indexOf('id="attention-title"'), list.indexOf("menu-search")));
    expect(attention).toContain("Pokvarjena solata (Solate)");
    expect(attention).toContain("soldOutUntil: pričakovana datum in ura, najdeno besedilo 2026-11-25");
    expect(list).toContain('href="/urejanje/meni/gsolate/777"');

    const form = await itemForm("/urejanje/meni/gsolate/777");
    expect(form).toMatchObject({ name: "Pokvarjena solata", price: "6,50" });
    const saved = await post("/urejanje/meni/gsolate/777", form);
    expect(saved.status).toBe(303);
    expect(await dishes("gsolate")).toContain("Pokvarjena solata");
    expect(text(await page("/urejanje/meni"))).not.toContain("Pokvarjena solata (Solate)");
  });

  it("two tabs save the same dish: the second gets the conflict page with its input, nothing lost", async () => {
    const first = await itemForm("/urejanje/meni/cjediNaZaru/31");
    const second = { ...first };
    expect((await post("/urejanje/meni/cjediNaZaru/31", { ...first, opis: "Prvi zavihek" })).status).toBe(303);
    const conflict = await post("/urejanje/meni/cjediNaZaru/31", { ...second, opis: "Drugi zavihek" });
    expect(conflict.status).toBe(409);
    const html = await conflict.text();
    expect(html).toContain("Nekdo je ta dokument medtem že shranil");
    expect(html).toContain("Prvi zavihek");
    expect(html).toContain(">Drugi zavihek</textarea>");
    expect((await stored("hrana/cjediNaZaru/items/31"))?.opis).toBe("Prvi zavihek");
    const again = await post("/urejanje/meni/cjediNaZaru/31", formFields(html, "/urejanje/meni/cjediNaZaru/31"));
    expect(again.status).toBe(303);
    expect((await stored("hrana/cjediNaZaru/items/31"))?.opis).toBe("Drugi zavihek");
  });
});
