import type { MenuView } from "./menu-query";
import { menuVisibility, parseAllergensAttribute, type MenuSectionKey } from "./menu-visibility";

interface ListedGroup {
  element: HTMLElement;
  items: HTMLElement[];
  /** The "nothing left" note the group shows when the allergen filter hides every item. */
  note: HTMLElement | null;
}

interface ListedSection {
  element: HTMLElement;
  key: MenuSectionKey;
  groups: ListedGroup[];
}

function listedGroup(element: HTMLElement): ListedGroup {
  return {
    element,
    items: [...element.querySelectorAll<HTMLElement>("[data-allergens]")],
    note: element.querySelector<HTMLElement>("[data-menu-emptied]"),
  };
}

/** The server-rendered price list as the filters see it; a section that is one list is its own group. */
function listedSections(): ListedSection[] {
  return [...document.querySelectorAll<HTMLElement>("[data-menu-section]")].map((element) => ({
    element,
    key: element.dataset.menuSection as MenuSectionKey,
    groups: (element.hasAttribute("data-menu-group") ? [element] : [...element.querySelectorAll<HTMLElement>("[data-menu-group]")]).map(
      listedGroup,
    ),
  }));
}

/**
 * Shows a view on the server-rendered price list by setting `hidden` on its sections, items
 * and "nothing left" notes, as the server did for the view in the URL. Returns how many items
 * the allergen filter hides.
 */
export function applyMenuView(view: MenuView): number {
  const sections = listedSections();
  const visibility = menuVisibility(
    {
      sections,
      keyOf: (section) => section.key,
      groupsOf: (section) => section.groups,
      itemsOf: (group) => group.items,
      allergensOf: (item) => parseAllergensAttribute(item.dataset.allergens ?? "?"),
    },
    view,
  );
  for (const section of sections) {
    section.element.hidden = !visibility.shownSections.has(section);
    for (const group of section.groups) {
      for (const item of group.items) item.hidden = visibility.hiddenItems.has(item);
      if (group.note) group.note.hidden = !visibility.emptiedGroups.has(group);
    }
  }
  return visibility.hiddenCount;
}
