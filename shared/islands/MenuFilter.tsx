import { useLayoutEffect, useState } from "react";
import type { Lang } from "../i18n/lang";
import { AllergenFilter, type AllergenFilterLabels } from "../menu/AllergenFilter";
import { applyMenuView } from "../menu/apply-menu-view";
import { CategoryFilter, type CategoryFilterLabels } from "../menu/CategoryFilter";
import { pressMenuChip, showMenuView, type MenuScreenState } from "../menu/menu-press";
import { menuViewLocation, menuViewSearch, parseMenuView, type MenuPageId, type MenuView } from "../menu/menu-query";
import { selectionReducer, type SelectionAction } from "../menu/selection";
import { pagePath } from "../site/site-pages";

const MENU_PAGES: readonly MenuPageId[] = ["menu", "offer", "vouchers"];

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
  /** The menu has today's lunch: a section and a chip of its own. */
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
  const [state, setState] = useState<MenuScreenState>({ view: initialView, pageId, hiddenCount: initialCount });
  const { view } = state;
  const context = { lang, titles, priceListId, lunch };

  // A first press answered before hydration (client/menu-first-press.ts) left its view in the URL:
  // the island goes on from there, before any later press reaches it.
  useLayoutEffect(() => {
    const here = MENU_PAGES.find((id) => pagePath(id, lang) === location.pathname) ?? pageId;
    const arrived = parseMenuView(location.search, here === "vouchers", lunch);
    if (here === pageId && menuViewSearch(arrived, lunch) === menuViewSearch(initialView, lunch)) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the page changed before hydration; the first render had to be the server's
    setState({ view: arrived, pageId: here, hiddenCount: applyMenuView(arrived) });
  }, [lang, pageId, initialView, lunch]);

  const show = (next: MenuView) => setState(showMenuView(next, state.pageId, context));
  const onAction = (action: SelectionAction) => setState(pressMenuChip(state, action, context));

  const locationOf = (next: MenuView) => menuViewLocation(next, state.pageId, lang, lunch);
  // Without script a press reloads the page: the fragment lands it on the filter and its results, not at the top.
  const targetOf = (action: SelectionAction) => ({
    ...locationOf({ ...view, selection: selectionReducer(view.selection, action, lunch) }),
    hash: priceListId,
  });

  return (
    <>
      <CategoryFilter selection={view.selection} labels={categoryLabels} targetOf={targetOf} onAction={onAction} />
      <AllergenFilter
        excluded={view.excluded}
        withoutAllergens={{ ...locationOf({ ...view, excluded: [] }), hash: priceListId }}
        hiddenCount={state.hiddenCount}
        labels={allergenLabels}
        onChange={(excluded) => show({ ...view, excluded })}
      />
    </>
  );
}
