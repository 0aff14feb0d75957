import type { MenuView } from "./menu-query";
import { menuVisibility, parseAllergensAttribute, type MenuSectionKey } from "./menu-visibility";

/** The group elements of a section: the section itself when it is one list. */
function groupsOf(section: HTMLElement): HTMLElement[] {
  return section.hasAttribute("data-menu-group") ? [section] : [...section.querySelectorAll<HTMLElement>("[data-menu-group]")];
}

/**
 * Shows a view on the server-rendered price list by setting `hidden` on its sections, items
 * and "nothing left" notes, as the server did for the view in the URL. Returns how many items
 * the allergen filter hides.
 */
export function applyMenuView(view: MenuView): number {
  const sections = [...document.querySelectorAll<HTMLElement>("[data-menu-section]")];
  const visibility = menuVisibility(
    {
      sections,
      keyOf: (section) => section.dataset.menuSection as MenuSectionKey,
      groupsOf,
      itemsOf: (group) => [...group.querySelectorAll<HTMLElement>("[data-allergens]")],
      allergensOf: (item) => parseAllergensAttribute(item.dataset.allergens ?? "?"),
    },
    view,
  );
  for (const section of sections) {
    section.hidden = !visibility.shownSections.has(section);
    for (const group of groupsOf(section)) {
      for (const item of group.querySelectorAll<HTMLElement>("[data-allergens]")) item.hidden = visibility.hiddenItems.has(item);
      const note = group.querySelector<HTMLElement>("[data-menu-emptied]");
      if (note) note.hidden = !visibility.emptiedGroups.has(group);
    }
  }
  return visibility.hiddenCount;
}
