import { FOOD_CATEGORIES, type FoodCategoryKey } from "./menu-groups";

/** The drinks price list is selected like a food category. */
export const DRINKS_SECTION = "pijaca";

export type SectionKey = FoodCategoryKey | typeof DRINKS_SECTION;

/** Every selectable section in display order: the eight food categories, then drinks. */
export const SECTION_KEYS: readonly SectionKey[] = [...FOOD_CATEGORIES.map((category) => category.key), DRINKS_SECTION];

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
export const STUDENT_SELECTED: Selection = { sections: [], student: true };

/** ponudba and meni open with everything selected, studentski-boni with the student menu. */
export function initialSelection(studentskiBoni: boolean): Selection {
  return studentskiBoni ? STUDENT_SELECTED : ALL_SELECTED;
}

export function isAllSelected(selection: Selection): boolean {
  return !selection.student && selection.sections.length === SECTION_KEYS.length;
}

export function isSectionSelected(selection: Selection, section: SectionKey): boolean {
  return selection.sections.includes(section);
}

/** Keeps display order whatever order the keys arrive in. */
export function inDisplayOrder(sections: Iterable<SectionKey>): SectionKey[] {
  const wanted = new Set(sections);
  return SECTION_KEYS.filter((key) => wanted.has(key));
}

/**
 * Transition by transition:
 * - "all offer" selects every section and closes the student menu;
 * - the student toggle opens the student menu with every section off (pressing it again changes nothing);
 * - a section pressed while the student menu is open, or while everything is selected, becomes the only one;
 * - otherwise a section press toggles it, except that the last selected section stays selected.
 */
export function selectionReducer(state: Selection, action: SelectionAction): Selection {
  switch (action.type) {
    case "all":
      return ALL_SELECTED;
    case "student":
      return STUDENT_SELECTED;
    case "section": {
      const { section } = action;
      if (state.student || isAllSelected(state)) return { sections: [section], student: false };
      if (!isSectionSelected(state, section)) return { sections: inDisplayOrder([...state.sections, section]), student: false };
      if (state.sections.length === 1) return state;
      return { sections: state.sections.filter((key) => key !== section), student: false };
    }
  }
}

/** The category filter's chips in order (CategoryFilter.tsx): "all offer", the food categories, the student menu, drinks. */
export const CHIP_ACTIONS: readonly SelectionAction[] = [
  { type: "all" },
  ...FOOD_CATEGORIES.map(({ key }): SelectionAction => ({ type: "section", section: key })),
  { type: "student" },
  { type: "section", section: DRINKS_SECTION },
];

/** Whether a chip shows pressed, and whether only because everything is selected (drawn lighter). */
export function chipState(selection: Selection, action: SelectionAction): { pressed: boolean; implied: boolean } {
  const all = isAllSelected(selection);
  switch (action.type) {
    case "all":
      return { pressed: all, implied: false };
    case "student":
      return { pressed: selection.student, implied: false };
    case "section":
      return { pressed: isSectionSelected(selection, action.section), implied: all };
  }
}
