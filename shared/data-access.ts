import type { FoodData, Notice, VoucherMeal } from "./menu-schema";

/**
 * What the route loaders read. The server implements it with the cached repository,
 * the browser with the JSON API, so both sides run the same loader code.
 */
export interface DataAccess {
  notices(): Promise<Notice[]>;
  food(): Promise<FoodData>;
  vouchers(): Promise<VoucherMeal[]>;
}
