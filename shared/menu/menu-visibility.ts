import type { Allergen } from "./menu-schema";
import { allergenVerdict } from "./allergens";
import { DRINKS_SECTION, isSectionSelected, LUNCH_SECTION, type SectionKey } from "./selection";
import type { MenuView } from "./menu-query";

/** The sauces and sides: they come with any food category. */
export const EXTRAS_SECTION = "dodatki";
/** The student menu. */
export const STUDENT_SECTION = "boni";
/** Stands in for the food categories when the menu could not be read. */
export const FOOD_UNAVAILABLE_SECTION = "hrana";

export type MenuSectionKey = SectionKey | typeof EXTRAS_SECTION | typeof STUDENT_SECTION | typeof FOOD_UNAVAILABLE_SECTION;

/**
 * The price list as the filters see it, whatever it is made of: the server's menu data or
 * the browser's DOM. Both sides decide what shows through `menuVisibility`, so a view looks
 * the same rendered by the server (no script) and after a press in the browser.
 */
export interface MenuShape<S, G, I> {
  sections: readonly S[];
  keyOf(section: S): MenuSectionKey;
  groupsOf(section: S): readonly G[];
  itemsOf(group: G): readonly I[];
  /** null: no allergen data, never hidden ("ask our staff"). */
  allergensOf(item: I): readonly Allergen[] | null;
}

export interface MenuVisibility<S, G, I> {
  shownSections: Set<S>;
  hiddenItems: Set<I>;
  /** Groups whose every item the allergen filter hides: they stay and say so. */
  emptiedGroups: Set<G>;
  /** Items hidden by the allergen filter in the shown sections. */
  hiddenCount: number;
}

function isFoodCategory(key: MenuSectionKey): boolean {
  return (
    key !== DRINKS_SECTION && key !== LUNCH_SECTION && key !== EXTRAS_SECTION && key !== STUDENT_SECTION && key !== FOOD_UNAVAILABLE_SECTION
  );
}

export function menuVisibility<S, G, I>(shape: MenuShape<S, G, I>, { selection, excluded }: MenuView): MenuVisibility<S, G, I> {
  const anyFoodShown = shape.sections.some((section) => {
    const key = shape.keyOf(section);
    return isFoodCategory(key) && isSectionSelected(selection, key as SectionKey);
  });
  const isShown = (key: MenuSectionKey, student: boolean): boolean => {
    if (key === STUDENT_SECTION) return student;
    if (student) return false;
    if (key === FOOD_UNAVAILABLE_SECTION) return true;
    if (key === EXTRAS_SECTION) return anyFoodShown;
    return isSectionSelected(selection, key);
  };

  const result: MenuVisibility<S, G, I> = { shownSections: new Set(), hiddenItems: new Set(), emptiedGroups: new Set(), hiddenCount: 0 };
  for (const section of shape.sections) {
    const shown = isShown(shape.keyOf(section), selection.student);
    if (shown) result.shownSections.add(section);
    for (const group of shape.groupsOf(section)) {
      const items = shape.itemsOf(group);
      let hidden = 0;
      for (const item of items) {
        if (allergenVerdict(shape.allergensOf(item), excluded) !== "contains") continue;
        result.hiddenItems.add(item);
        hidden++;
      }
      if (items.length > 0 && hidden === items.length) result.emptiedGroups.add(group);
      if (shown) result.hiddenCount += hidden;
    }
  }
  return result;
}

/** How an item's allergens are written on its element (data-allergens): numbers, or "?" when unknown. */
export function allergensAttribute(alergeni: readonly Allergen[] | null): string {
  return alergeni === null ? "?" : alergeni.join(" ");
}

export function parseAllergensAttribute(value: string): Allergen[] | null {
  if (value === "?") return null;
  return value.split(" ").filter(Boolean).map(Number);
}
