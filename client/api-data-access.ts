import type { DataAccess } from "../shared/data-access";
import type { FoodData, Notice, VoucherMeal } from "../shared/menu-schema";
import { request } from "./request";

// The worker validates every document before it reaches the API, so the browser trusts
// the shape and does not ship a schema library.
async function getJson<T>(path: string): Promise<T> {
  const response = await request(path);
  if (!response.ok) throw new Error(`${path} answered HTTP ${response.status}`);
  return (await response.json()) as T;
}

/** The browser's side of the loaders: the worker's JSON API. */
export const apiDataAccess: DataAccess = {
  notices: () => getJson<Notice[]>("/api/obvestila"),
  food: () => getJson<FoodData>("/api/hrana"),
  vouchers: () => getJson<VoucherMeal[]>("/api/boni"),
};
