import { describe, expect, it, vi } from "vitest";
import { MENU_SECTIONS } from "../../shared/menu/menu-groups";
import {
  activeNoticesFromDocuments,
  foodDataFromGroups,
  NoValidDocumentsError,
  voucherMealsFromDocuments,
} from "../../worker/data/menu-documents";
import { type EncodableValue, encodeFields, type FirestoreDocument } from "../../worker/firestore/values";

const ROOT = "projects/demo/databases/(default)/documents";

function document(path: string, data: Record<string, EncodableValue>): FirestoreDocument {
  return { name: `${ROOT}/${path}`, fields: encodeFields(data) };
}

const item = (group: string, id: number, patch: Record<string, EncodableValue> = {}) =>
  document(`hrana/${group}/items/${id}`, { id, name: `Jed ${id}`, parent: "hrana", price: 9.5, ...patch });

describe("foodDataFromGroups", () => {
  it("returns every group in order, even empty ones, with items sorted by id", () => {
    const log = vi.fn();
    const data = foodDataFromGroups(new Map([["cjediNaZaru", [item("cjediNaZaru", 4), item("cjediNaZaru", 1)]]]), log);
    expect(data.dishes.map((group) => group.key)).toEqual(MENU_SECTIONS.dishes.groups);
    expect(data.drinks.map((group) => group.key)).toEqual([...MENU_SECTIONS.drinks.groups]);
    expect(data.extras.map((group) => group.key)).toEqual(["omake", "ostalo"]);
    expect(data.dishes.find((group) => group.key === "cjediNaZaru")?.items.map((entry) => entry.id)).toEqual([1, 4]);
    expect(data.dishes.filter((group) => group.items.length === 0)).toHaveLength(7);
    expect(log).not.toHaveBeenCalled();
  });

  it("drops an invalid document, logs its path and reason, and keeps the rest", () => {
    const log = vi.fn();
    const broken: FirestoreDocument = {
      name: `${ROOT}/hrana/aburgerji/items/13`,
      fields: { id: { integerValue: "not a number" } },
    };
    const data = foodDataFromGroups(
      new Map([
        [
          "aburgerji",
          [item("aburgerji", 11), item("aburgerji", 12, { price: "poceni" }), broken, item("aburgerji", 14, { isDiscount: true })],
        ],
      ]),
      log,
    );
    expect(data.dishes[0]?.items.map((entry) => entry.id)).toEqual([11]);
    expect(log).toHaveBeenCalledTimes(3);
    expect(log).toHaveBeenCalledWith("hrana/aburgerji/items/12", expect.stringContaining("price"));
    expect(log).toHaveBeenCalledWith(`${ROOT}/hrana/aburgerji/items/13`, expect.stringContaining("integerValue"));
    expect(log).toHaveBeenCalledWith("hrana/aburgerji/items/14", expect.stringContaining("oldPrice"));
  });

  it("keeps ignored items for the UI to hide", () => {
    const data = foodDataFromGroups(new Map([["topli", [item("topli", 227, { ignore: true, parent: "pijaca" })]]]), vi.fn());
    expect(data.drinks.find((group) => group.key === "topli")?.items[0]?.ignore).toBe(true);
  });
});

describe("voucherMealsFromDocuments", () => {
  it("orders by order, then id, and drops invalid meals", () => {
    const log = vi.fn();
    const meals = voucherMealsFromDocuments(
      [
        document("boni/109", { id: 109, order: 2, name: "C" }),
        document("boni/107", { id: 107, order: 1, name: "A" }),
        document("boni/9991", { id: 9991, order: 1, name: "B" }),
        document("boni/110", { id: 110, name: "brez vrstnega reda" }),
      ],
      log,
    );
    expect(meals.map((meal) => meal.id)).toEqual([107, 9991, 109]);
    expect(log).toHaveBeenCalledWith("boni/110", expect.stringContaining("order"));
  });
});

describe("activeNoticesFromDocuments", () => {
  it("keeps active notices only, sorted by document id, with the id taken from the path and the HTML as stored", () => {
    const log = vi.fn();
    const notices = activeNoticesFromDocuments(
      [
        document("obvestila/zz", { act: true, student: false, msg: '<p onclick="x()">Zaprto <script>alert(1)</script>24. 12.</p>' }),
        document("obvestila/aa", { act: true, student: true, msg: "<b>Boni</b>", msg_en: "<b>Vouchers</b>" }),
        document("obvestila/mm", { act: false, student: false, msg: "staro" }),
        document("obvestila/broken", { act: "da", student: false, msg: "x" }),
      ],
      log,
    );
    expect(notices).toEqual([
      { id: "aa", act: true, student: true, msg: "<b>Boni</b>", msg_en: "<b>Vouchers</b>" },
      { id: "zz", act: true, student: false, msg: '<p onclick="x()">Zaprto <script>alert(1)</script>24. 12.</p>', msg_en: null },
    ]);
    expect(log).toHaveBeenCalledWith("obvestila/broken", expect.stringContaining("act"));
  });
});

describe("a read in which no document is valid", () => {
  const broken = (name: string) => ({ name, fields: { price: { stringValue: "poceni" } } });

  it("fails instead of replacing the menu with an empty one", () => {
    const groups = new Map([["aburgerji", [broken("hrana/aburgerji/items/1"), broken("hrana/aburgerji/items/2")]]]);
    expect(() => foodDataFromGroups(groups, () => {})).toThrow(NoValidDocumentsError);
    expect(() => voucherMealsFromDocuments([broken("boni/107")], () => {})).toThrow(NoValidDocumentsError);
    expect(() => activeNoticesFromDocuments([broken("obvestila/x")], () => {})).toThrow(NoValidDocumentsError);
  });

  it("is not an error when there are simply no documents", () => {
    expect(voucherMealsFromDocuments([], () => {})).toEqual([]);
    expect(activeNoticesFromDocuments([], () => {})).toEqual([]);
  });
});
