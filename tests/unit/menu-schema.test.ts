import { describe, expect, it } from "vitest";
import { DRINK_GROUPS, EXTRA_GROUPS, FOOD_CATEGORIES, MENU_GROUP_KEYS } from "../../shared/menu/menu-groups";
import { FoodDataSchema, MenuItemSchema, NoticeSchema, VoucherMealSchema } from "../../shared/menu/menu-schema";

const minimalItem = { id: 2, name: "Pleskavica", parent: "hrana", price: 9.5 };

describe("MenuItemSchema", () => {
  it("fills every default", () => {
    expect(MenuItemSchema.parse(minimalItem)).toEqual({
      id: 2,
      name: "Pleskavica",
      opis: "",
      opis_en: null,
      prevodi: {},
      parent: "hrana",
      price: 9.5,
      oldPrice: null,
      amount: 1,
      omake: false,
      priloge: false,
      sestavine: [],
      alergeni: null,
      spicy: false,
      size: null,
      toceno: false,
      suggested: [],
      ignore: false,
      translate: null,
      translate_sestavine: [],
      isNew: false,
      isPopular: false,
      isDiscount: false,
      soldOutUntil: null,
      order: null,
      discountUntil: null,
      photo: null,
    });
  });

  it("keeps 'no allergen data' (null) apart from 'no allergens' ([])", () => {
    expect(MenuItemSchema.parse({ ...minimalItem, alergeni: null }).alergeni).toBeNull();
    expect(MenuItemSchema.parse({ ...minimalItem, alergeni: [] }).alergeni).toEqual([]);
    expect(MenuItemSchema.parse({ ...minimalItem, alergeni: [1, 14] }).alergeni).toEqual([1, 14]);
  });

  it("accepts a discounted item whose old price is higher", () => {
    expect(MenuItemSchema.safeParse({ ...minimalItem, isDiscount: true, oldPrice: 10.5 }).success).toBe(true);
  });

  it.each([
    ["a discount without an old price", { isDiscount: true }],
    ["a discount with an old price that is not higher", { isDiscount: true, oldPrice: 9.5 }],
    ["allergen 0", { alergeni: [0] }],
    ["allergen 15", { alergeni: [15] }],
    ["a fractional allergen", { alergeni: [1.5] }],
    ["an unknown parent", { parent: "sladice" }],
    ["an unknown serving hint", { suggested: ["vroče"] }],
    ["a negative price", { price: -1 }],
    ["a price as a string", { price: "9.50" }],
    ["a fractional id", { id: 1.5 }],
    ["an empty name", { name: "" }],
    ["a zero size", { size: 0 }],
    ["ingredients that are not strings", { sestavine: [1] }],
  ])("rejects %s", (_, patch) => {
    expect(MenuItemSchema.safeParse({ ...minimalItem, ...patch }).success).toBe(false);
  });

  it("reports the discount problem on oldPrice", () => {
    const result = MenuItemSchema.safeParse({ ...minimalItem, isDiscount: true, oldPrice: 5 });
    expect(result.success ? [] : result.error.issues.map((issue) => issue.path)).toEqual([["oldPrice"]]);
  });
});

describe("VoucherMealSchema and NoticeSchema", () => {
  it("fills the meal defaults", () => {
    expect(VoucherMealSchema.parse({ id: 107, order: 1, name: "Čevapi s pomfrijem" })).toEqual({
      id: 107,
      order: 1,
      name: "Čevapi s pomfrijem",
      translate: null,
      opis: "",
      opis_en: null,
      prevodi: {},
      sestavine: [],
      translate_sestavine: [],
      alergeni: null,
      ignore: false,
      soldOutUntil: null,
    });
  });

  it("reads a blank English description as none", () => {
    expect(MenuItemSchema.parse({ ...minimalItem, opis_en: "  " }).opis_en).toBeNull();
    expect(MenuItemSchema.parse({ ...minimalItem, opis_en: "Grilled." }).opis_en).toBe("Grilled.");
    expect(MenuItemSchema.safeParse({ ...minimalItem, opis_en: 5 }).success).toBe(false);
  });

  it("needs an order on a meal", () => {
    expect(VoucherMealSchema.safeParse({ id: 107, name: "x" }).success).toBe(false);
  });

  it("needs every notice field", () => {
    expect(NoticeSchema.safeParse({ id: "a", act: true, msg: "<p>x</p>", student: false }).success).toBe(true);
    expect(NoticeSchema.safeParse({ id: "a", act: "yes", msg: "x", student: false }).success).toBe(false);
    expect(NoticeSchema.safeParse({ act: true, msg: "x", student: false }).success).toBe(false);
  });
});

describe("payload schemas", () => {
  it("validate what the API sends", () => {
    const item = MenuItemSchema.parse(minimalItem);
    const payload = {
      dishes: FOOD_CATEGORIES.map(({ key }) => ({ key, items: key === "cjediNaZaru" ? [item] : [] })),
      drinks: DRINK_GROUPS.map((key) => ({ key, items: [] })),
      extras: EXTRA_GROUPS.map((key) => ({ key, items: [] })),
    };
    expect(FoodDataSchema.parse(JSON.parse(JSON.stringify(payload)))).toEqual(payload);
    expect(FoodDataSchema.safeParse({ dishes: [], drinks: [] }).success).toBe(false);
    expect(VoucherMealSchema.safeParse({ id: 1, order: 1, name: "x" }).success).toBe(true);
    expect(NoticeSchema.safeParse({ id: "x" }).success).toBe(false);
  });
});

describe("menu groups", () => {
  it("lists the food categories in spec order 1..8", () => {
    expect(FOOD_CATEGORIES.map((category) => category.key)).toEqual([
      "aburgerji",
      "bdomaceJedi",
      "cjediNaZaru",
      "dmehiskeJedi",
      "etestenine",
      "fzrezki",
      "gsolate",
      "hpalačinke",
    ]);
    expect(FOOD_CATEGORIES.map((category) => category.order)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it("has unique group keys across food, drinks and extras", () => {
    expect(new Set(MENU_GROUP_KEYS).size).toBe(MENU_GROUP_KEYS.length);
    expect(MENU_GROUP_KEYS).toHaveLength(8 + 8 + 2);
  });
});
