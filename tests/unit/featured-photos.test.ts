import { describe, expect, it } from "vitest";
import { featuredPhotos, photoAlt, photographedDishes } from "../../shared/menu/featured-photos";
import { FoodDataSchema, MenuItemSchema, type FoodData } from "../../shared/menu/menu-schema";
import { publicView } from "../../worker/data/public-view";

const photo = (id: number, alts: { alt?: string; alt_en?: string } = {}) => ({
  key: `${id}-0123456789`,
  width: 1800,
  height: 1200,
  ...alts,
});

function food(groups: Record<string, Record<string, unknown>[]>): FoodData {
  return FoodDataSchema.parse({
    dishes: Object.entries(groups).map(([key, items]) => ({ key, items: items.map((item) => ({ parent: "hrana", price: 9, ...item })) })),
    drinks: [{ key: "piva", items: [{ id: 200, name: "Laško", parent: "pijaca", price: 3, photo: photo(200) }] }],
    extras: [],
  });
}

const MENU = food({
  aburgerji: [{ id: 11, name: "Hišni burger", photo: photo(11) }],
  cjediNaZaru: [
    { id: 1, name: "Čevapčiči", photo: photo(1) },
    { id: 2, name: "Pleskavica" },
    { id: 4, name: "Pleskavica s kajmakom", photo: photo(4) },
    { id: 33, name: "Mešano meso", photo: photo(33), ignore: true },
  ],
  fzrezki: [{ id: 5, name: "Dunajski zrezek", photo: photo(5) }],
});

const ids = (dishes: { item: { id: number } }[]) => dishes.map((dish) => dish.item.id);

describe("the photographed dishes", () => {
  it("are the food groups' items with a photo, in menu order, each with its group as category", () => {
    const dishes = photographedDishes(MENU);
    expect(ids(dishes)).toEqual([11, 1, 4, 33, 5]);
    expect(dishes.map((dish) => dish.category)).toEqual(["aburgerji", "cjediNaZaru", "cjediNaZaru", "cjediNaZaru", "fzrezki"]);
  });

  it("leave out a hidden item's photo (the public view has no hidden item), and drinks", () => {
    const shown = photographedDishes(publicView("hrana", MENU, { now: Date.now(), hours: null }));
    expect(ids(shown)).toEqual([11, 1, 4, 5]);
    expect(ids(photographedDishes(MENU))).not.toContain(200);
  });

  it("are none when no dish has a photo (the drawings stand in)", () => {
    expect(photographedDishes(food({ cjediNaZaru: [{ id: 1, name: "Čevapčiči" }] }))).toEqual([]);
  });
});

describe("what a page features", () => {
  const dishes = photographedDishes(publicView("hrana", MENU, { now: Date.now(), hours: null }));

  it("puts the page's own featured dishes first, in its order, then the other photographed dishes in menu order", () => {
    expect(ids(featuredPhotos(dishes, [5, 2, 1]))).toEqual([5, 1, 11, 4]);
  });

  it("takes at most as many as asked", () => {
    expect(ids(featuredPhotos(dishes, [4, 2, 9], 3))).toEqual([4, 11, 1]);
    expect(ids(featuredPhotos(dishes, [2], 1))).toEqual([11]);
  });

  it("features nothing without photos", () => {
    expect(featuredPhotos([], [1, 2, 3], 3)).toEqual([]);
  });
});

describe("a photo's alt text", () => {
  const item = (fields: Record<string, unknown>) =>
    MenuItemSchema.parse({ id: 1, name: "Čevapčiči", parent: "hrana", price: 9, ...fields });

  it("is the owner's alt on Slovenian pages and alt_en on English ones", () => {
    const dish = item({ translate: "Cevapi", photo: photo(1, { alt: "Čevapčiči s kajmakom", alt_en: "Cevapi with kajmak" }) });
    expect(photoAlt({ item: dish, photo: dish.photo! }, "sl")).toBe("Čevapčiči s kajmakom");
    expect(photoAlt({ item: dish, photo: dish.photo! }, "en")).toBe("Cevapi with kajmak");
  });

  it("is the dish's name in the page's language where the owner gave none", () => {
    const dish = item({ translate: "Cevapi", photo: photo(1, { alt: "  " }) });
    expect(photoAlt({ item: dish, photo: dish.photo! }, "sl")).toBe("Čevapčiči");
    expect(photoAlt({ item: dish, photo: dish.photo! }, "en")).toBe("Cevapi");
  });

  it("is the Slovenian name on English pages for a dish without an English name, as the menu shows it", () => {
    const dish = item({ photo: photo(1, { alt: "Čevapčiči na žaru" }) });
    expect(photoAlt({ item: dish, photo: dish.photo! }, "en")).toBe("Čevapčiči");
  });
});
