import { describe, expect, it } from "vitest";
import { MenuItemSchema, VoucherMealSchema } from "../../shared/menu/menu-schema";
import { isSoldOut } from "../../shared/menu/sold-out";
import { SEED_DOCUMENTS } from "../../worker/data/seed-documents";
import { issueText } from "../../worker/editor/menu/attention";
import { itemForm, itemFromForm } from "../../worker/editor/menu/item-form";
import { itemOfPath } from "../../worker/editor/menu/menu-kinds";
import { movedPlace, nextId, placeAfterLast } from "../../worker/editor/menu/places";
import type { StoredDocument } from "../../worker/editor/change-log";
import { stored } from "../../worker/editor/change-log";
import type { DecodedFields } from "../../worker/firestore/values";

const NOW = Date.parse("2026-11-25T10:00:00Z");
const documents = [...SEED_DOCUMENTS.hrana, ...SEED_DOCUMENTS.boni].map((document) =>
  stored({ name: document.name, fields: document.fields }),
);

function roundTrip(document: StoredDocument, lang: "sl" | "en") {
  const item = itemOfPath(document.path);
  if (!item) throw new Error(`not an item: ${document.path}`);
  const form = itemForm(document.data, item.group, NOW, lang);
  return itemFromForm(form, document.data, item.group, document.data.id as number, lang, NOW);
}

describe("the item form and the stored document", () => {
  it.each(["sl", "en"] as const)("every seed item and meal comes back as the schema read it (%s)", (lang) => {
    for (const document of documents) {
      const outcome = roundTrip(document, lang);
      if (!outcome.ok) throw new Error(`${document.path}: ${JSON.stringify(outcome.errors)}`);
      const schema = document.path.startsWith("boni/") ? VoucherMealSchema : MenuItemSchema;
      const read = schema.parse(document.data);
      // A mark of a day gone by means "available", and is saved as such.
      const expected = { ...read, soldOutUntil: isSoldOut(read, NOW) ? read.soldOutUntil : null };
      expect(schema.parse(outcome.data), document.path).toEqual(expected);
    }
  });

  it("keeps every field of a drink: size, draught, hints, a discount with its last day, its place, sold out today", () => {
    const data: DecodedFields = {
      id: 500,
      name: "Radler",
      translate: "Shandy",
      opis: "Pivo z limono",
      opis_en: "Beer with lemon",
      parent: "pijaca",
      price: 2.5,
      oldPrice: 3.1,
      isDiscount: true,
      discountUntil: "2026-12-24",
      amount: 2,
      omake: false,
      priloge: true,
      sestavine: ["pivo", "limonada"],
      translate_sestavine: ["beer", "lemonade"],
      alergeni: [1, 12],
      spicy: false,
      size: 0.33,
      toceno: true,
      suggested: ["ZERO", "hladno"],
      ignore: true,
      isNew: true,
      isPopular: true,
      order: 7.5,
      soldOutUntil: "2026-11-25T08:00:00.000Z",
    };
    const form = itemForm(data, "piva", NOW, "sl");
    expect(form).toMatchObject({
      price: "2,50",
      oldPrice: "3,10",
      size: "0,33",
      sestavine: "pivo\nlimonada",
      "alergen-12": "on",
      "suggested-ZERO": "on",
      soldOut: "on",
    });
    const outcome = itemFromForm(form, data, "piva", 500, "sl", NOW);
    expect(outcome).toEqual({ ok: true, data, group: "piva" });
  });

  it("tells no allergen data from none: an unticked list is [], the box is null, ticked ones win", () => {
    const base = { name: "Solata", price: "5" };
    const of = (form: Record<string, string>) => {
      const outcome = itemFromForm({ ...base, ...form }, {}, "gsolate", 1, "sl", NOW);
      return outcome.ok ? outcome.data.alergeni : outcome.errors;
    };
    expect(of({})).toEqual([]);
    expect(of({ noAllergenData: "on" })).toBeNull();
    expect(of({ noAllergenData: "on", "alergen-7": "on", "alergen-3": "on" })).toEqual([3, 7]);
    expect(of({ "alergen-15": "on" })).toEqual({ alergeni: "Alergen je lahko le eden od 14 s seznama." });
  });

  it("moves a meal only among meals, and an item only to a menu group", () => {
    expect(itemFromForm({ name: "X", group: "boni" }, {}, "gsolate", 1, "en", NOW)).toEqual({
      ok: false,
      errors: { group: "Choose a group from the list." },
    });
    const moved = itemFromForm({ name: "X", price: "3", group: "piva" }, { parent: "hrana" }, "gsolate", 1, "en", NOW);
    expect(moved).toMatchObject({ ok: true, group: "piva", data: { parent: "pijaca" } });
  });
});

describe("places in a group", () => {
  const at = (id: number, order?: number): StoredDocument => ({
    path: `hrana/gsolate/items/${id}`,
    id: String(id),
    updateTime: "t",
    data: order === undefined ? { id } : { id, order },
  });
  const group = [at(5), at(9), at(2, 20), at(30)];

  it("moves one item between its neighbours, or one beyond the end; at an end it stays", () => {
    // In order: 5, 9, 2 (order 20), 30.
    expect(movedPlace(group, "hrana/gsolate/items/2", "up")).toBe(7);
    expect(movedPlace(group, "hrana/gsolate/items/9", "up")).toBe(4);
    expect(movedPlace(group, "hrana/gsolate/items/5", "down")).toBe(14.5);
    expect(movedPlace(group, "hrana/gsolate/items/2", "down")).toBe(31);
    expect(movedPlace(group, "hrana/gsolate/items/5", "up")).toBeNull();
    expect(movedPlace(group, "hrana/gsolate/items/30", "down")).toBeNull();
  });

  it("puts new and moved items after the last, with an id no item has", () => {
    expect(placeAfterLast(group)).toBe(31);
    expect(placeAfterLast([])).toBe(1);
    expect(nextId([...group, { path: "boni/9994", id: "9994", updateTime: "t", data: { id: 9994 } }])).toBe(9995);
  });
});

describe("what the site could not read, in the owner's words", () => {
  it("names the field, what it expects and what it found", () => {
    const data = { id: 1, name: "Solata", parent: "hrana", price: "6,50", soldOutUntil: "2026-11-25" };
    const result = MenuItemSchema.safeParse(data);
    expect(result.success).toBe(false);
    const lines = result.error?.issues.map((issue) => issueText(issue, data, "en"));
    expect(lines).toEqual([
      "price: expected a number, found the text 6,50",
      "soldOutUntil: expected a date and time, found the text 2026-11-25",
    ]);
  });
});
