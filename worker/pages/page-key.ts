import { menuViewSearch, parseMenuView } from "../../shared/menu/menu-query";
import type { TodaysLunch } from "../../shared/daily/todays-lunch";
import type { Hours } from "../../shared/restaurant/hours-schema";
import { openingStatus, restaurantDate } from "../../shared/restaurant/opening-hours";
import type { PageDef } from "../../shared/site/site-pages";

/**
 * The query as the page reads it: the menu pages' view in canonical form (tracking
 * parameters, order and repeats make no difference), nothing elsewhere.
 */
export function viewSearch(page: PageDef, search: string, lunch: boolean): string {
  return page.showsMenu ? menuViewSearch(parseMenuView(search, page.studentskiBoni ?? false, lunch), lunch) : "";
}

/**
 * What the time changes in a page: the open-now status under the hours the page shows (which
 * already carries when it changes next: the closing time, or the next opening), the local
 * date (the footer's and the JSON-LD's days ahead, and the footer's year), and where today's lunch
 * is in its window (before, serving, after, gone). Not the time itself,
 * or no page could ever be cached.
 */
export function timeVersion(now: Date, hours: Hours, lunch: TodaysLunch | null): string {
  const today = restaurantDate(now.getTime());
  return `${today}:${JSON.stringify(openingStatus(now.getTime(), hours))}:${lunch?.phase ?? "no-lunch"}`;
}
