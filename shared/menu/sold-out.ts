import { restaurantDate } from "../restaurant/opening-hours";

/**
 * Sold out while the restaurant's day (Europe/Ljubljana) is not past the day of `soldOutUntil`:
 * "sold out today" ends by itself at midnight.
 */
export function isSoldOut(item: { soldOutUntil: string | null }, now: number): boolean {
  if (item.soldOutUntil === null) return false;
  const until = Date.parse(item.soldOutUntil);
  return Number.isFinite(until) && restaurantDate(until) >= restaurantDate(now);
}
