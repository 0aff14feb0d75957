import type { MouseEvent, ReactNode } from "react";
import { FOOD_CATEGORIES, type FoodCategoryKey } from "./menu-groups";
import { CheckIcon } from "./icons";
import { DRINKS_SECTION, isAllSelected, isSectionSelected, LUNCH_SECTION, type Selection, type SelectionAction } from "./selection";
import { ViewForm } from "./ViewForm";

/** The page, query and fragment a press leads to. */
export type ViewTarget = { pathname: string; search: string; hash?: string };

interface ToggleProps {
  pressed: boolean;
  /** Pressed only because everything is selected: drawn lighter. */
  implied?: boolean;
  /** Where the press leads without script (the form's submission). */
  target: ViewTarget;
  onPress: () => void;
  children: ReactNode;
}

function Toggle({ pressed, implied = false, target, onPress, children }: ToggleProps) {
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    onPress();
  };
  return (
    <ViewForm target={target}>
      <button type="submit" className={`chip${implied ? " chip--implied" : ""}`} aria-pressed={pressed} onClick={press}>
        <span className="chip__mark" aria-hidden="true">
          <CheckIcon />
        </span>
        {children}
      </button>
    </ViewForm>
  );
}

export interface CategoryFilterLabels {
  group: string;
  all: string;
  categories: Record<FoodCategoryKey, string>;
  student: string;
  drinks: string;
  /** Only on a day with lunch: its chip. */
  lunch?: string;
}

interface CategoryFilterProps {
  selection: Selection;
  labels: CategoryFilterLabels;
  /** The view an action leads to, for the forms that work without script. */
  targetOf: (action: SelectionAction) => ViewTarget;
  onAction: (action: SelectionAction) => void;
}

/**
 * All offer, one per food category, student menu, drinks (docs/menu.md); real toggle buttons, each
 * the submit button of a GET form that leads to the view its press shows.
 */
export function CategoryFilter({ selection, labels, targetOf, onAction }: CategoryFilterProps) {
  const all = isAllSelected(selection, labels.lunch !== undefined);
  const toggle = (action: SelectionAction) => ({ target: targetOf(action), onPress: () => onAction(action) });
  return (
    <div className="category-filter" role="group" aria-label={labels.group}>
      <Toggle pressed={all} {...toggle({ type: "all" })}>
        {labels.all}
      </Toggle>
      {labels.lunch && (
        <Toggle
          pressed={isSectionSelected(selection, LUNCH_SECTION)}
          implied={all}
          {...toggle({ type: "section", section: LUNCH_SECTION })}
        >
          {labels.lunch}
        </Toggle>
      )}
      {FOOD_CATEGORIES.map(({ key }) => (
        <Toggle key={key} pressed={isSectionSelected(selection, key)} implied={all} {...toggle({ type: "section", section: key })}>
          {labels.categories[key]}
        </Toggle>
      ))}
      <Toggle pressed={selection.student} {...toggle({ type: "student" })}>
        {labels.student}
      </Toggle>
      <Toggle
        pressed={isSectionSelected(selection, DRINKS_SECTION)}
        implied={all}
        {...toggle({ type: "section", section: DRINKS_SECTION })}
      >
        {labels.drinks}
      </Toggle>
    </div>
  );
}
