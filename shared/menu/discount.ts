import { restaurantDate } from "../restaurant/opening-hours";
import type { MenuItem } from "./menu-schema";

type Discounted = Pick<MenuItem, "price" | "oldPrice" | "isDiscount" | "discountUntil">;

/** The discount holds through its last day (Europe/Ljubljana), then ends by itself. */
export function discountHolds(item: Discounted, now: number): boolean {
  return item.isDiscount && (item.discountUntil === null || restaurantDate(now) <= item.discountUntil);
}

/** The price a guest pays on `now`'s day, and the struck-through one while a discount holds. */
export function priceOn(item: Discounted, now: number): { price: number; oldPrice: number | null } {
  if (discountHolds(item, now)) return { price: item.price, oldPrice: item.oldPrice };
  // An ended discount: the old price is the price again.
  return { price: item.isDiscount && item.oldPrice !== null ? item.oldPrice : item.price, oldPrice: null };
}
