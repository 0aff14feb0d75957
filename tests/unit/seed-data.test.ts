import { readFile } from "node:fs/promises";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { DATASET_NAMES } from "../../worker/data/datasets";
import { SEED_DIRECTORY, formatSeedFile, readSeedFile, seedFilePath } from "../../scripts/operator/seed-files";
import { FOOD_CATEGORIES } from "../../shared/menu/menu-groups";
import { type FoodData, type MenuGroup, type MenuItem, MenuItemSchema, type Notice, type VoucherMeal } from "../../shared/menu/menu-schema";
import { SEED_DOCUMENTS } from "../../worker/data/seed-documents";
import { seedSource } from "../../worker/data/sources";
import { decodeDocument } from "../../worker/firestore/values";

const FEATURED: [number, string, string][] = [
  [1, "cjediNaZaru", "Čevapi v domači lepinji (10 kos)"],
  [2, "cjediNaZaru", "Pleskavica"],
  [3, "cjediNaZaru", "Pleskavica s sirom"],
  [4, "cjediNaZaru", "Pleskavica s kajmakom"],
  [5, "fzrezki", "Dunajski zrezek s prilogo"],
  [6, "fzrezki", "Svinjski zrezek na žaru v gobovi omaki"],
  [7, "fzrezki", "Svinjski zrezek v smetanovi omaki z rižem"],
  [8, "bdomaceJedi", "Ocvrt sir s prilogo"],
  [9, "dmehiskeJedi", "Chimichanga s svinjino"],
  [10, "dmehiskeJedi", "Enchilada po izbiri"],
  [11, "aburgerji", "Hišni burger"],
];

const log = vi.fn();
let food: FoodData;
let meals: VoucherMeal[];
let notices: Notice[];

const group = (groups: MenuGroup[], key: string): MenuItem[] => groups.find((entry) => entry.key === key)?.items ?? [];
const allItems = () => [...food.dishes, ...food.drinks, ...food.extras].flatMap((entry) => entry.items);

beforeAll(async () => {
  const source = seedSource(log);
  [food, meals, notices] = await Promise.all([source.hrana(), source.boni(), source.obvestila()]);
});

describe("seed data", () => {
  it("decodes and validates without dropping a document", () => {
    expect(log).not.toHaveBeenCalled();
    expect(allItems()).toHaveLength(SEED_DOCUMENTS.hrana.length);
  });

  it("stores each item under its own id", () => {
    for (const document of [...SEED_DOCUMENTS.hrana, ...SEED_DOCUMENTS.boni]) {
      const { id, data } = decodeDocument(document);
      expect(data.id, document.name).toBe(Number(id));
    }
  });

  it("has 4 to 8 dishes at 3–14 € in every food category", () => {
    expect(food.dishes.map((entry) => entry.key)).toEqual(FOOD_CATEGORIES.map((category) => category.key));
    for (const { key, items } of food.dishes) {
      expect(items.length, key).toBeGreaterThanOrEqual(4);
      expect(items.length, key).toBeLessThanOrEqual(8);
      for (const item of items) {
        expect(item.parent).toBe("hrana");
        expect(item.price, item.name).toBeGreaterThanOrEqual(3);
        expect(item.price, item.name).toBeLessThanOrEqual(14);
      }
    }
  });

  it.each(FEATURED)("has featured dish %i in %s: %s", (id, category, name) => {
    expect(group(food.dishes, category).find((item) => item.id === id)?.name).toBe(name);
  });

  it("uses unique item ids outside the student-meal ranges", () => {
    const ids = allItems().map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect((id >= 107 && id <= 121) || (id >= 9991 && id <= 9999), String(id)).toBe(false);
    }
  });

  it("prices drinks within the restaurant's ranges", () => {
    const drinks = food.drinks.flatMap((entry) => entry.items);
    expect(drinks.every((drink) => drink.parent === "pijaca")).toBe(true);
    for (const drink of drinks) {
      if (drink.size !== null) {
        expect(drink.size, drink.name).toBeGreaterThanOrEqual(0.03);
        expect(drink.size, drink.name).toBeLessThanOrEqual(0.75);
      }
    }
    for (const spirit of [...group(food.drinks, "whiskey"), ...group(food.drinks, "zgane")]) {
      expect([spirit.size, spirit.price], spirit.name).toEqual([0.03, 3.5]);
    }
    expect(group(food.drinks, "vina-penece").some((wine) => wine.size === 0.75 && wine.price === 20)).toBe(true);
    const [water, ...soft] = group(food.drinks, "brezalkoholne");
    expect(water?.price).toBe(0);
    for (const drink of soft) {
      expect(drink.price, drink.name).toBeGreaterThanOrEqual(2.4);
      expect(drink.price, drink.name).toBeLessThanOrEqual(3.5);
    }
    const beers = group(food.drinks, "piva");
    for (const beer of beers) {
      expect(beer.price, beer.name).toBeGreaterThanOrEqual(2.7);
      expect(beer.price, beer.name).toBeLessThanOrEqual(3.5);
    }
    expect(beers.some((beer) => beer.toceno)).toBe(true);
    expect(beers.some((beer) => !beer.toceno)).toBe(true);
  });

  it("prices sauces at 0.3–1 € and sides at 1–3 €", () => {
    expect(food.extras.map((entry) => entry.key)).toEqual(["omake", "ostalo"]);
    for (const sauce of group(food.extras, "omake")) expect(sauce.price).toSatisfy((price: number) => price >= 0.3 && price <= 1);
    for (const side of group(food.extras, "ostalo")) expect(side.price).toSatisfy((price: number) => price >= 1 && price <= 3);
    expect(food.extras.flatMap((entry) => entry.items).every((item) => item.parent === "dodatno")).toBe(true);
    expect(food.extras.every((entry) => entry.items.length > 0)).toBe(true);
  });

  it("uses every menu-item field somewhere, except the owner's photo", () => {
    const storedFields = new Set(SEED_DOCUMENTS.hrana.flatMap((document) => Object.keys(document.fields)));
    // A photo names variants in R2, which the seed has not: the seed shows the drawn pictures.
    const fields = Object.keys(MenuItemSchema.shape).filter((field) => field !== "photo");
    expect([...storedFields].sort()).toEqual(fields.sort());
  });

  it("shows every badge, marker and serving hint", () => {
    const items = allItems();
    for (const flag of ["isNew", "isPopular", "isDiscount", "spicy", "ignore", "toceno", "omake", "priloge"] as const) {
      expect(
        items.some((item) => item[flag]),
        flag,
      ).toBe(true);
    }
    expect(items.filter((item) => item.isDiscount).every((item) => (item.oldPrice ?? 0) > item.price)).toBe(true);
    expect(new Set(items.flatMap((item) => item.suggested))).toEqual(new Set(["ZERO", "led", "toplo", "hladno"]));
    expect(items.some((item) => item.amount > 1)).toBe(true);
  });

  it("has allergen data in 1..14, no-allergen items and items without allergen data", () => {
    const items = allItems();
    expect(items.some((item) => item.alergeni === null)).toBe(true);
    expect(items.some((item) => item.alergeni?.length === 0)).toBe(true);
    expect(food.dishes.every((entry) => entry.items.every((item) => item.alergeni !== null))).toBe(true);
    for (const allergen of [...items, ...meals].flatMap((item) => item.alergeni ?? [])) {
      expect(allergen).toSatisfy((number: number) => Number.isInteger(number) && number >= 1 && number <= 14);
    }
  });

  it("translates names and ingredients one to one", () => {
    for (const item of [...allItems(), ...meals]) {
      expect(item.translate_sestavine, item.name).toHaveLength(item.sestavine.length);
    }
    expect(food.dishes.every((entry) => entry.items.every((item) => item.translate))).toBe(true);
    expect(meals.every((meal) => meal.translate)).toBe(true);
  });

  it("has exactly 19 student meals with ids from 107–121 and 9991–9999, ordered 1..19", () => {
    expect(meals).toHaveLength(19);
    expect(meals.map((meal) => meal.order)).toEqual(Array.from({ length: 19 }, (_, index) => index + 1));
    const ids = meals.map((meal) => meal.id);
    expect(new Set(ids).size).toBe(19);
    for (const id of ids) expect((id >= 107 && id <= 121) || (id >= 9991 && id <= 9999), String(id)).toBe(true);
  });

  it("has an active student notice, an active guest notice with a link and numbers, and an inactive one", () => {
    expect(SEED_DOCUMENTS.obvestila).toHaveLength(3);
    expect(notices).toHaveLength(2);
    expect(notices.filter((notice) => notice.student)).toHaveLength(1);
    const guest = notices.find((notice) => !notice.student);
    expect(guest?.msg).toMatch(/<a href="https?:\/\/[^"]+">/);
    expect(guest?.msg).toMatch(/24\. 12\. od 9\.30 do 14\.00/);
  });

  it.each(DATASET_NAMES)("keeps %s.json in the canonical format that data-export writes", async (collection) => {
    const text = await readFile(seedFilePath(SEED_DIRECTORY, collection), "utf8");
    expect(formatSeedFile(await readSeedFile(SEED_DIRECTORY, collection))).toBe(text);
  });
});
