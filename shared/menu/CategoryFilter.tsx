import type { MouseEvent, ReactNode } from "react";
import type { FoodCategoryKey } from "./menu-groups";
import { CheckIcon } from "./icons";
import { chipActions, chipState, DRINKS_SECTION, LUNCH_SECTION, type Selection, type SelectionAction } from "./selection";
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
  const label = (action: SelectionAction) =>
    action.type === "all"
      ? labels.all
      : action.type === "student"
        ? labels.student
        : action.section === DRINKS_SECTION
          ? labels.drinks
          : action.section === LUNCH_SECTION
            ? (labels.lunch ?? "")
            : labels.categories[action.section];
  const lunch = labels.lunch !== undefined;
  return (
    <div className="category-filter" role="group" aria-label={labels.group}>
      {chipActions(lunch).map((action) => (
        <Toggle
          key={action.type === "section" ? action.section : action.type}
          {...chipState(selection, action, lunch)}
          target={targetOf(action)}
          onPress={() => onAction(action)}
        >
          {label(action)}
        </Toggle>
      ))}
    </div>
  );
}
