import { useState } from "react";
import type { Lang } from "../i18n/lang";
import { AllergenFilter, type AllergenFilterLabels } from "../menu/AllergenFilter";
import { applyMenuView } from "../menu/apply-menu-view";
import { CategoryFilter, type CategoryFilterLabels } from "../menu/CategoryFilter";
import { menuViewLocation, menuViewPage, type MenuPageId, type MenuView } from "../menu/menu-query";
import { scrollToSection } from "../menu/scroll-to-section";
import { selectionReducer, type SelectionAction } from "../menu/selection";

export interface MenuFilterProps {
  lang: Lang;
  pageId: MenuPageId;
  /** The view the server rendered, from the URL's query. */
  view: MenuView;
  hiddenCount: number;
  /** The document titles of the menu pages: pressing the student toggle moves between them. */
  titles: Record<MenuPageId, string>;
  /** The element "all offer" scrolls to. */
  priceListId: string;
  categoryLabels: CategoryFilterLabels;
  allergenLabels: AllergenFilterLabels;
  /** The menu has today's lunch: a section of its own. */
  lunch: boolean;
}

/**
 * The menu's filters. The price list itself is never hydrated: a press computes the new
 * view, shows it by toggling `hidden` on the server's markup and keeps it in the URL, so a
 * reload or a shared link is rendered the same by the server.
 */
export function MenuFilter({
  lang,
  pageId,
  view: initialView,
  hiddenCount: initialCount,
  titles,
  priceListId,
  categoryLabels,
  allergenLabels,
  lunch,
}: MenuFilterProps) {
  const [state, setState] = useState({ view: initialView, pageId, hiddenCount: initialCount });
  const { view } = state;

  const show = (next: MenuView) => {
    const target = menuViewLocation(next, state.pageId, lang, lunch);
    const nextPage = menuViewPage(next, state.pageId);
    setState({ view: next, pageId: nextPage, hiddenCount: applyMenuView(next) });
    history.replaceState(history.state, "", `${target.pathname}${target.search}`);
    document.title = titles[nextPage];
  };
  const onAction = (action: SelectionAction) => {
    show({ ...view, selection: selectionReducer(view.selection, action, lunch) });
    // "All offer" also scrolls to the menu (docs/menu.md).
    const priceList = document.getElementById(priceListId);
    if (action.type === "all" && priceList) scrollToSection(priceList);
  };

  const locationOf = (next: MenuView) => menuViewLocation(next, state.pageId, lang, lunch);
  const targetOf = (action: SelectionAction) => {
    const target = locationOf({ ...view, selection: selectionReducer(view.selection, action, lunch) });
    // "All offer" also brings the price list into view.
    return action.type === "all" ? { ...target, hash: priceListId } : target;
  };

  return (
    <>
      <CategoryFilter selection={view.selection} labels={categoryLabels} targetOf={targetOf} onAction={onAction} />
      <AllergenFilter
        excluded={view.excluded}
        withoutAllergens={locationOf({ ...view, excluded: [] })}
        hiddenCount={state.hiddenCount}
        labels={allergenLabels}
        onChange={(excluded) => show({ ...view, excluded })}
      />
    </>
  );
}
