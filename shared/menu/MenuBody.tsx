import { useEffect, useMemo, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { useLang, useT } from "../app-context";
import { MENU_SECTIONS, type DrinkGroupKey, type ExtraGroupKey, type FoodCategoryKey } from "../menu-groups";
import type { Allergen, MenuGroup, MenuItem } from "../menu-schema";
import { useRouteHandle } from "../route-handle";
import type { MenuData } from "../routes";
import { AllergenFilter } from "./AllergenFilter";
import { AllergenLegend } from "./AllergenLegend";
import { withoutAllergens } from "./allergens";
import { CategoryFilter } from "./CategoryFilter";
import { FoodCategory } from "./FoodCategory";
import { MenuUnavailable } from "./MenuUnavailable";
import { PriceGroupsSection, type ShownGroup } from "./PriceRows";
import { rememberShownMenu } from "./menu-loader";
import { menuViewLocation, parseMenuView, type MenuView } from "./menu-query";
import { scrollToSection } from "./scroll-to-section";
import { DRINKS_SECTION, isSectionSelected, selectionReducer, type SelectionAction } from "./selection";
import { StudentMenu } from "./StudentMenu";
import { UpArrow } from "./UpArrow";
import { useFragmentArrival } from "./use-fragment-arrival";

/** The price list anchor of spec §2 (navbar "Ponudba", footer "Cenik", the up-arrow). */
const PRICE_LIST_ID = "cenik";

interface CountedGroup<K extends string> extends ShownGroup<K> {
  hiddenCount: number;
}

/**
 * The groups of one payload section in display order, without ignored items and excluded
 * allergens. A group the data leaves empty is dropped; one the allergen filter empties stays
 * and says why.
 */
function shownGroups<K extends string>(groups: readonly MenuGroup[], keys: readonly K[], excluded: readonly Allergen[]): CountedGroup<K>[] {
  return keys
    .map((key) => {
      const items: MenuItem[] = groups.find((group) => group.key === key)?.items.filter((item) => !item.ignore) ?? [];
      const { shown, hiddenCount } = withoutAllergens(items, excluded);
      return { key, items: shown, hiddenCount };
    })
    .filter((group) => group.items.length > 0 || group.hiddenCount > 0);
}

function hiddenIn(groups: readonly CountedGroup<string>[]): number {
  return groups.reduce((sum, group) => sum + group.hiddenCount, 0);
}

/** Filters, the selected sections and the allergen legend, all driven by the URL. */
export function MenuBody({ data }: { data: MenuData }) {
  const lang = useLang();
  const t = useT();
  const handle = useRouteHandle();
  const { search, key } = useLocation();
  const navigate = useNavigate();
  const inUrl = useMemo(() => parseMenuView(search, handle?.studentskiBoni ?? false), [search, handle?.studentskiBoni]);
  // A press shows its result at once; the router's (asynchronous) navigation then confirms it
  // through the URL. Any other navigation (a link, back) makes the URL decide again.
  const [pressed, setPressed] = useState<{ key: string; view: MenuView } | null>(null);
  const view = pressed?.key === key ? pressed.view : inUrl;
  const { selection, excluded } = view;

  useEffect(() => rememberShownMenu(data), [data]);
  useFragmentArrival();

  const show = (next: MenuView) => {
    setPressed({ key, view: next });
    void navigate(menuViewLocation(next, handle?.pageId ?? "offer", lang), { replace: true, preventScrollReset: true });
  };
  const onAction = (action: SelectionAction) => {
    show({ ...view, selection: selectionReducer(selection, action) });
    // Spec §4: "all offer" also scrolls to the menu.
    const priceList = document.getElementById(PRICE_LIST_ID);
    if (action.type === "all" && priceList) scrollToSection(priceList);
  };

  const foodGroups = data.food
    ? shownGroups<FoodCategoryKey>(data.food.food, MENU_SECTIONS.food.groups, excluded).filter((group) => isSectionSelected(selection, group.key))
    : [];
  const extraGroups = data.food && foodGroups.length > 0 ? shownGroups<ExtraGroupKey>(data.food.extras, MENU_SECTIONS.extras.groups, excluded) : [];
  const drinkGroups = data.food && isSectionSelected(selection, DRINKS_SECTION) ? shownGroups<DrinkGroupKey>(data.food.drinks, MENU_SECTIONS.drinks.groups, excluded) : [];
  const meals = selection.student && data.vouchers ? withoutAllergens([...data.vouchers].sort((a, b) => a.order - b.order), excluded) : null;
  const hiddenCount = selection.student ? (meals?.hiddenCount ?? 0) : hiddenIn(foodGroups) + hiddenIn(extraGroups) + hiddenIn(drinkGroups);

  return (
    <>
      <div id={PRICE_LIST_ID} className="menu-controls" tabIndex={-1}>
        <CategoryFilter selection={selection} onAction={onAction} />
        <AllergenFilter excluded={excluded} hiddenCount={hiddenCount} onChange={(next) => show({ ...view, excluded: next })} />
      </div>
      <div className="menu-sections">
        {selection.student ? (
          meals ? <StudentMenu meals={meals.shown} /> : <MenuUnavailable />
        ) : data.food === null ? (
          <MenuUnavailable />
        ) : (
          <>
            {foodGroups.map((group) => <FoodCategory key={group.key} categoryKey={group.key} items={group.items} />)}
            {extraGroups.length > 0 && (
              <PriceGroupsSection id="dodatki" title={t("menu.extras.title")} groups={extraGroups} groupTitle={(key) => t(`menu.extras.${key}`)} />
            )}
            {drinkGroups.length > 0 && (
              <PriceGroupsSection id={DRINKS_SECTION} title={t("drinks.title")} groups={drinkGroups} groupTitle={(key) => t(`drinks.groups.${key}`)} />
            )}
          </>
        )}
      </div>
      <AllergenLegend />
      <UpArrow targetId={PRICE_LIST_ID} />
    </>
  );
}
