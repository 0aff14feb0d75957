import type { ReactNode } from "react";
import { FOOD_CATEGORIES, type FoodCategoryKey } from "./menu-groups";
import { CheckIcon } from "./icons";
import { DRINKS_SECTION, isAllSelected, isSectionSelected, type Selection, type SelectionAction } from "./selection";

interface ToggleProps {
  pressed: boolean;
  /** Pressed only because everything is selected: drawn lighter. */
  implied?: boolean;
  onPress: () => void;
  children: ReactNode;
}

function Toggle({ pressed, implied = false, onPress, children }: ToggleProps) {
  return (
    <button type="button" className={`chip${implied ? " chip--implied" : ""}`} aria-pressed={pressed} onClick={onPress}>
      <span className="chip__mark" aria-hidden="true">
        <CheckIcon />
      </span>
      {children}
    </button>
  );
}

export interface CategoryFilterLabels {
  group: string;
  all: string;
  categories: Record<FoodCategoryKey, string>;
  student: string;
  drinks: string;
}

interface CategoryFilterProps {
  selection: Selection;
  labels: CategoryFilterLabels;
  onAction: (action: SelectionAction) => void;
}

/** All offer, one per food category, student menu, drinks; real toggle buttons (docs/menu.md). */
export function CategoryFilter({ selection, labels, onAction }: CategoryFilterProps) {
  const all = isAllSelected(selection);
  return (
    <div className="category-filter" role="group" aria-label={labels.group}>
      <Toggle pressed={all} onPress={() => onAction({ type: "all" })}>
        {labels.all}
      </Toggle>
      {FOOD_CATEGORIES.map(({ key }) => (
        <Toggle
          key={key}
          pressed={isSectionSelected(selection, key)}
          implied={all}
          onPress={() => onAction({ type: "section", section: key })}
        >
          {labels.categories[key]}
        </Toggle>
      ))}
      <Toggle pressed={selection.student} onPress={() => onAction({ type: "student" })}>
        {labels.student}
      </Toggle>
      <Toggle
        pressed={isSectionSelected(selection, DRINKS_SECTION)}
        implied={all}
        onPress={() => onAction({ type: "section", section: DRINKS_SECTION })}
      >
        {labels.drinks}
      </Toggle>
    </div>
  );
}
