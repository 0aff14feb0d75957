import type { DataAccess } from "../shared/data-access";
import { NoticesSchema } from "../shared/menu-schema";
import { request } from "./request";

async function getJson(path: string): Promise<unknown> {
  const response = await request(path);
  if (!response.ok) throw new Error(`${path} answered HTTP ${response.status}`);
  return response.json();
}

/** The browser's side of the loaders: the worker's JSON API. */
export const apiDataAccess: DataAccess = {
  notices: async () => NoticesSchema.parse(await getJson("/api/obvestila")),
};
