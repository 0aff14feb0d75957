import type { Lang } from "../i18n/lang";
import { applyMenuView } from "./apply-menu-view";
import { menuViewLocation, menuViewPage, type MenuPageId, type MenuView } from "./menu-query";
import { scrollToSection } from "./scroll-to-section";
import { selectionReducer, type SelectionAction } from "./selection";

export interface MenuScreenState {
  view: MenuView;
  pageId: MenuPageId;
  hiddenCount: number;
}

export interface MenuScreenContext {
  lang: Lang;
  /** The document titles of the menu pages: pressing the student toggle moves between them. */
  titles: Record<MenuPageId, string>;
  /** The element "all offer" scrolls to. */
  priceListId: string;
  /** The menu has today's lunch: a section and a chip of its own. */
  lunch: boolean;
}

/**
 * Shows a view on the server's price list (toggling `hidden`), keeps it in the URL and the
 * title, and returns the screen's new state. The filter island does this for every press;
 * before it has hydrated, client/menu-first-press.ts does it for the first one.
 */
export function showMenuView(next: MenuView, pageId: MenuPageId, { lang, titles, lunch }: MenuScreenContext): MenuScreenState {
  const target = menuViewLocation(next, pageId, lang, lunch);
  const nextPage = menuViewPage(next, pageId);
  const hiddenCount = applyMenuView(next);
  history.replaceState(history.state, "", `${target.pathname}${target.search}`);
  document.title = titles[nextPage];
  return { view: next, pageId: nextPage, hiddenCount };
}

/** A chip's press: the selection's next state shown; "all offer" also scrolls to the menu (docs/menu.md). */
export function pressMenuChip(state: MenuScreenState, action: SelectionAction, context: MenuScreenContext): MenuScreenState {
  const next = showMenuView(
    { ...state.view, selection: selectionReducer(state.view.selection, action, context.lunch) },
    state.pageId,
    context,
  );
  const priceList = document.getElementById(context.priceListId);
  if (action.type === "all" && priceList) scrollToSection(priceList);
  return next;
}
