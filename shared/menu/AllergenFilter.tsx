import { useState, type MouseEvent } from "react";
import { fill } from "../islands/fill";
import type { Allergen } from "./menu-schema";
import { ALLERGENS } from "./allergens";
import { AllergenNumber } from "./AllergenNumber";
import type { ViewTarget } from "./CategoryFilter";
import { ViewForm } from "./ViewForm";

/** The query parameter of a left-out allergen (menu-query.ts writes the same). */
const EXCLUDED_FIELD = "brez";

export interface AllergenFilterLabels {
  title: string;
  hint: string;
  /** The allergens' names, in the order of ALLERGENS. */
  names: readonly string[];
  clear: string;
  /** The submit button that applies the choice where no script does it at once. */
  apply: string;
  /** "… hidden: {{count}}" */
  hidden: string;
}

interface AllergenFilterProps {
  excluded: readonly Allergen[];
  /** The current view with no allergen left out: what "clear" leads to, and what the form adds the ticked boxes to. */
  withoutAllergens: ViewTarget;
  hiddenCount: number;
  labels: AllergenFilterLabels;
  onChange: (excluded: Allergen[]) => void;
}

/**
 * "Hide anything that contains …": a multi-select of the legend. Without script it is a GET
 * form (the boxes are its `brez` fields) with a button that applies it; with script a tick
 * applies at once and the button is not shown.
 */
/** Where the form's page opens without script: the count of hidden dishes, with the sections right below it. */
const RESULTS_ID = "izbor";

export function AllergenFilter({ excluded, withoutAllergens, hiddenCount, labels, onChange }: AllergenFilterProps) {
  // Open on arrival when the link carries a filter; afterwards the visitor opens and closes it.
  const [openOnArrival] = useState(excluded.length > 0);
  const clear = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onChange([]);
  };
  const toggle = (allergen: Allergen) =>
    onChange(excluded.includes(allergen) ? excluded.filter((a) => a !== allergen) : [...excluded, allergen]);
  return (
    <div className="allergen-filter">
      <details open={openOnArrival}>
        <summary>
          {labels.title}
          {excluded.length > 0 && <span className="allergen-filter__count">{excluded.length}</span>}
        </summary>
        <ViewForm target={{ ...withoutAllergens, hash: RESULTS_ID }}>
          <fieldset>
            <legend className="sr-only">{labels.title}</legend>
            <p className="allergen-filter__hint">{labels.hint}</p>
            <div className="allergen-filter__options">
              {ALLERGENS.map((allergen, index) => (
                <label key={allergen} className="allergen-option">
                  <input
                    type="checkbox"
                    name={EXCLUDED_FIELD}
                    value={allergen}
                    checked={excluded.includes(allergen)}
                    onChange={() => toggle(allergen)}
                  />
                  <AllergenNumber allergen={allergen} />
                  <span>{labels.names[index]}</span>
                </label>
              ))}
            </div>
            <button type="submit" className="allergen-filter__apply">
              {labels.apply}
            </button>
            {excluded.length > 0 && (
              <a
                className="allergen-filter__clear"
                href={`${withoutAllergens.pathname}${withoutAllergens.search}${withoutAllergens.hash ? `#${withoutAllergens.hash}` : ""}`}
                onClick={clear}
              >
                {labels.clear}
              </a>
            )}
          </fieldset>
        </ViewForm>
      </details>
      <p id={RESULTS_ID} className="allergen-filter__status" role="status">
        {hiddenCount > 0 ? fill(labels.hidden, { count: hiddenCount }) : ""}
      </p>
    </div>
  );
}
