import type { DataAccess } from "../data-access";
import type { MenuData } from "../routes";

/** A browser navigation whose data has not arrived yet: the screen says "Loading..." meanwhile. */
export interface PendingMenu {
  pending: Promise<MenuData>;
}

export type MenuLoaderData = MenuData | PendingMenu;

export function isPendingMenu(data: MenuLoaderData): data is PendingMenu {
  return "pending" in data;
}

/** Up to this long the previous page stays on screen; a slower read shows the menu screen with "Loading...". */
const SHOW_LOADING_AFTER_MS = 300;
/** Data already on screen is reused this long when moving between the menu pages and languages. */
const REUSE_SHOWN_MS = 5 * 60_000;

let shown: { data: MenuData; at: number } | null = null;

/**
 * Called from an effect, so only in the browser: the menu data on screen. Switching to the
 * student menu (another route) or to English then shows at once instead of reading again.
 */
export function rememberShownMenu(data: MenuData): void {
  if (data.food && data.vouchers) shown = { data, at: Date.now() };
}

async function readMenu(data: DataAccess): Promise<MenuData> {
  const [food, vouchers] = await Promise.all([data.food().catch(() => null), data.vouchers().catch(() => null)]);
  return { food, vouchers };
}

/** The view lives in the query: changing it must not read the menu again. */
export function menuShouldRevalidate({ currentUrl, nextUrl }: { currentUrl: URL; nextUrl: URL }): boolean {
  return currentUrl.pathname !== nextUrl.pathname;
}

const pause = (ms: number) => new Promise<undefined>((resolve) => setTimeout(resolve, ms));

export async function loadMenu(data: DataAccess): Promise<MenuLoaderData> {
  // The server always waits: its HTML carries the whole price list and never "Loading...".
  if (typeof document === "undefined") return readMenu(data);
  if (shown && Date.now() - shown.at < REUSE_SHOWN_MS) return shown.data;
  const reading = readMenu(data);
  const quick = await Promise.race([reading, pause(SHOW_LOADING_AFTER_MS)]);
  return quick ?? { pending: reading };
}
