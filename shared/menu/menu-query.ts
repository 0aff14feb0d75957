import type { Lang } from "../i18n/lang";
import type { Allergen } from "./menu-schema";
import { pagePath, type PageId } from "../site/site-pages";
import { ALLERGENS, isAllergen } from "./allergens";
import { inDisplayOrder, initialSelection, isAllSelected, sectionKeys, type SectionKey, type Selection } from "./selection";

/**
 * What the menu screen shows, kept in the URL so that a reload or a shared link shows the
 * same view: `?kategorija=aburgerji&kategorija=pijaca&brez=1&brez=7`. A URL without a query
 * (what crawlers follow) shows the page's default view: everything, or the student menu on
 * studentski-boni. The student menu itself lives at studentski-boni, never in the query.
 */
export interface MenuView {
  selection: Selection;
  /** Allergens whose items are hidden, ascending. */
  excluded: readonly Allergen[];
}

const SECTION_PARAM = "kategorija";
const EXCLUDED_PARAM = "brez";

function isSectionKey(value: string): value is SectionKey {
  return (sectionKeys(true) as readonly string[]).includes(value);
}

/** `lunch`: the menu has today's lunch (menuViewSearch and the selection's "all" need to know). */
export function parseMenuView(search: string | URLSearchParams, studentskiBoni: boolean, lunch = false): MenuView {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const sections = inDisplayOrder(params.getAll(SECTION_PARAM).filter(isSectionKey));
  const excludedSet = new Set(params.getAll(EXCLUDED_PARAM).map(Number).filter(isAllergen));
  return {
    selection: sections.length > 0 ? { sections, student: false } : initialSelection(studentskiBoni, lunch),
    excluded: ALLERGENS.filter((allergen) => excludedSet.has(allergen)),
  };
}

export function menuViewSearch(view: MenuView, lunch = false): string {
  const params = new URLSearchParams();
  if (!view.selection.student && !isAllSelected(view.selection, lunch)) {
    for (const section of view.selection.sections) params.append(SECTION_PARAM, section);
  }
  for (const allergen of [...view.excluded].sort((a, b) => a - b)) params.append(EXCLUDED_PARAM, String(allergen));
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** The pages that show the menu screen. */
export type MenuPageId = Extract<PageId, "menu" | "offer" | "vouchers">;

/**
 * Where a view lives: the student menu at studentski-boni, any other view on the page the
 * visitor is on, or on ponudba when they leave the student menu.
 */
export function menuViewPage(view: MenuView, pageId: MenuPageId): MenuPageId {
  return view.selection.student ? "vouchers" : pageId === "vouchers" ? "offer" : pageId;
}

export function menuViewLocation(view: MenuView, pageId: MenuPageId, lang: Lang, lunch = false): { pathname: string; search: string } {
  return { pathname: pagePath(menuViewPage(view, pageId), lang), search: menuViewSearch(view, lunch) };
}
