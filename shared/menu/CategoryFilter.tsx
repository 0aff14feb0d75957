import { useT } from "../app-context";
import type { ReactNode } from "react";
import { FOOD_CATEGORIES } from "../menu-groups";
import { CheckIcon } from "./icons";
import { DRINKS_SECTION, isAllSelected, isSectionSelected, type Selection, type SelectionAction } from "./selection";

interface ToggleProps {
  pressed: boolean;
  /** Pressed only because everything is selected: drawn lighter. */
  implied?: boolean;
  onPress(): void;
  children: ReactNode;
}

function Toggle({ pressed, implied = false, onPress, children }: ToggleProps) {
  return (
    <button type="button" className={`chip${implied ? " chip--implied" : ""}`} aria-pressed={pressed} onClick={onPress}>
      <span className="chip__mark" aria-hidden="true"><CheckIcon /></span>
      {children}
    </button>
  );
}

interface CategoryFilterProps {
  selection: Selection;
  onAction(action: SelectionAction): void;
}

/** Spec §2: all offer, one per food category, student menu, drinks; real toggle buttons. */
export function CategoryFilter({ selection, onAction }: CategoryFilterProps) {
  const t = useT();
  const all = isAllSelected(selection);
  return (
    <div className="category-filter" role="group" aria-label={t("menu.filterLabel")}>
      <Toggle pressed={all} onPress={() => onAction({ type: "all" })}>{t("menu.all")}</Toggle>
      {FOOD_CATEGORIES.map(({ key }) => (
        <Toggle key={key} pressed={isSectionSelected(selection, key)} implied={all} onPress={() => onAction({ type: "section", section: key })}>
          {t(`menu.categories.${key}`)}
        </Toggle>
      ))}
      <Toggle pressed={selection.student} onPress={() => onAction({ type: "student" })}>{t("menu.student")}</Toggle>
      <Toggle pressed={isSectionSelected(selection, DRINKS_SECTION)} implied={all} onPress={() => onAction({ type: "section", section: DRINKS_SECTION })}>
        {t("menu.drinks")}
      </Toggle>
    </div>
  );
}
