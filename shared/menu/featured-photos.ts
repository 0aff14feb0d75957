import type { Lang } from "../i18n/lang";
import { itemName } from "./item-text";
import type { FoodCategoryKey } from "./menu-groups";
import type { FoodData, MenuItem } from "./menu-schema";
import { ownAlt, type Photo } from "./photo";

/** A dish the menu shows with the owner's photo, and the category its card opens. */
export interface PhotographedDish {
  item: MenuItem;
  category: FoodCategoryKey;
  photo: Photo;
}

/** Every dish of the public view (which has no hidden item) with a photo, in menu order. */
export function photographedDishes(food: FoodData): PhotographedDish[] {
  return food.dishes.flatMap((group) =>
    group.items.flatMap((item) => (item.photo ? [{ item, category: group.key as FoodCategoryKey, photo: item.photo }] : [])),
  );
}

/**
 * What a page features once the owner has photos: its own featured dishes that have one, in
 * its order, then the other photographed dishes in menu order; at most `count`.
 */
export function featuredPhotos(dishes: readonly PhotographedDish[], featuredIds: readonly number[], count = Infinity): PhotographedDish[] {
  const featured = featuredIds.flatMap((id) => dishes.filter((dish) => dish.item.id === id));
  const others = dishes.filter((dish) => !featuredIds.includes(dish.item.id));
  return [...featured, ...others].slice(0, count);
}

/** The owner's alt text in the page's language; without one, the dish's name as the page shows it. */
export function photoAlt({ item, photo }: Pick<PhotographedDish, "item" | "photo">, lang: Lang): string {
  return ownAlt(photo, lang) ?? itemName(item, lang);
}
