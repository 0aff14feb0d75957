import { FOOD_CATEGORIES, type FoodCategoryKey } from "./menu-groups";

/** The drinks price list is selected like a food category. */
export const DRINKS_SECTION = "pijaca";
/** Today's lunch, on the days it is on, is selected like a food category too, and comes first. */
export const LUNCH_SECTION = "malica";

export type SectionKey = typeof LUNCH_SECTION | FoodCategoryKey | typeof DRINKS_SECTION;

/** The sections every menu has, in display order: the eight food categories, then drinks. */
export const SECTION_KEYS: readonly SectionKey[] = [...FOOD_CATEGORIES.map((category) => category.key), DRINKS_SECTION];

/** The selectable sections of a menu: today's lunch first, on a day that has one. */
export function sectionKeys(lunch: boolean): readonly SectionKey[] {
  return lunch ? [LUNCH_SECTION, ...SECTION_KEYS] : SECTION_KEYS;
}

/**
 * A view on a day without lunch: the lunch is not on the page, so it is not part of what shows;
 * a view of nothing but the lunch shows the page's default instead of an empty page.
 */
export function withoutLunch(selection: Selection, studentskiBoni: boolean): Selection {
  if (!selection.sections.includes(LUNCH_SECTION) || isAllSelected(selection)) return selection;
  const sections = selection.sections.filter((key) => key !== LUNCH_SECTION);
  return sections.length > 0 ? { ...selection, sections } : initialSelection(studentskiBoni);
}

/**
 * The category selection (docs/menu.md has it as a state machine). Invariant: the student menu is open exactly when no
 * section is selected, so at least one thing is always on screen.
 */
export interface Selection {
  /** In display order, never with duplicates. */
  sections: readonly SectionKey[];
  student: boolean;
}

export type SelectionAction = { type: "section"; section: SectionKey } | { type: "all" } | { type: "student" };

export const ALL_SELECTED: Selection = { sections: SECTION_KEYS, student: false };

/** Everything selected: on the usual day without lunch, the one shared value. */
export function allSelected(lunch: boolean): Selection {
  return lunch ? { sections: sectionKeys(true), student: false } : ALL_SELECTED;
}
export const STUDENT_SELECTED: Selection = { sections: [], student: true };

/** ponudba and meni open with everything selected, studentski-boni with the student menu. */
export function initialSelection(studentskiBoni: boolean, lunch = false): Selection {
  return studentskiBoni ? STUDENT_SELECTED : allSelected(lunch);
}

/** `lunch`: the menu has today's lunch, so "all" includes it (the usual day has none). */
export function isAllSelected(selection: Selection, lunch = false): boolean {
  const keys = sectionKeys(lunch);
  return !selection.student && selection.sections.length === keys.length && keys.every((key) => selection.sections.includes(key));
}

export function isSectionSelected(selection: Selection, section: SectionKey): boolean {
  return selection.sections.includes(section);
}

/** Keeps display order whatever order the keys arrive in. */
export function inDisplayOrder(sections: Iterable<SectionKey>): SectionKey[] {
  const wanted = new Set(sections);
  return sectionKeys(true).filter((key) => wanted.has(key));
}

/**
 * Transition by transition:
 * - "all offer" selects every section and closes the student menu;
 * - the student toggle opens the student menu with every section off (pressing it again changes nothing);
 * - a section pressed while the student menu is open, or while everything is selected, becomes the only one;
 * - otherwise a section press toggles it, except that the last selected section stays selected.
 */
export function selectionReducer(state: Selection, action: SelectionAction, lunch = false): Selection {
  switch (action.type) {
    case "all":
      return allSelected(lunch);
    case "student":
      return STUDENT_SELECTED;
    case "section": {
      const { section } = action;
      if (state.student || isAllSelected(state, lunch)) return { sections: [section], student: false };
      if (!isSectionSelected(state, section)) return { sections: inDisplayOrder([...state.sections, section]), student: false };
      if (state.sections.length === 1) return state;
      return { sections: state.sections.filter((key) => key !== section), student: false };
    }
  }
}

/** The category filter's chips in order (CategoryFilter.tsx): "all offer", the food categories, the student menu, drinks. */
const CHIP_ACTIONS: readonly SelectionAction[] = [
  { type: "all" },
  ...FOOD_CATEGORIES.map(({ key }): SelectionAction => ({ type: "section", section: key })),
  { type: "student" },
  { type: "section", section: DRINKS_SECTION },
];

/** The chips of a menu: today's lunch's right after "all offer", on a day that has one. */
export function chipActions(lunch: boolean): readonly SelectionAction[] {
  if (!lunch) return CHIP_ACTIONS;
  const [all, ...rest] = CHIP_ACTIONS;
  return all ? [all, { type: "section", section: LUNCH_SECTION }, ...rest] : CHIP_ACTIONS;
}

/** Whether a chip shows pressed, and whether only because everything is selected (drawn lighter). */
export function chipState(selection: Selection, action: SelectionAction, lunch = false): { pressed: boolean; implied: boolean } {
  const all = isAllSelected(selection, lunch);
  switch (action.type) {
    case "all":
      return { pressed: all, implied: false };
    case "student":
      return { pressed: selection.student, implied: false };
    case "section":
      return { pressed: isSectionSelected(selection, action.section), implied: all };
  }
}
