import { useState } from "react";
import { fill } from "../islands/fill";
import type { Allergen } from "./menu-schema";
import { ALLERGENS } from "./allergens";
import { AllergenNumber } from "./AllergenNumber";

export interface AllergenFilterLabels {
  title: string;
  hint: string;
  /** The allergens' names, in the order of ALLERGENS. */
  names: readonly string[];
  clear: string;
  /** "… hidden: {{count}}" */
  hidden: string;
}

interface AllergenFilterProps {
  excluded: readonly Allergen[];
  hiddenCount: number;
  labels: AllergenFilterLabels;
  onChange: (excluded: Allergen[]) => void;
}

/** "Hide anything that contains …": a multi-select of the legend. */
export function AllergenFilter({ excluded, hiddenCount, labels, onChange }: AllergenFilterProps) {
  // Open on arrival when the link carries a filter; afterwards the visitor opens and closes it.
  const [openOnArrival] = useState(excluded.length > 0);
  const toggle = (allergen: Allergen) =>
    onChange(excluded.includes(allergen) ? excluded.filter((a) => a !== allergen) : [...excluded, allergen]);
  return (
    <div className="allergen-filter">
      <details open={openOnArrival}>
        <summary>
          {labels.title}
          {excluded.length > 0 && <span className="allergen-filter__count">{excluded.length}</span>}
        </summary>
        <fieldset>
          <legend className="sr-only">{labels.title}</legend>
          <p className="allergen-filter__hint">{labels.hint}</p>
          <div className="allergen-filter__options">
            {ALLERGENS.map((allergen, index) => (
              <label key={allergen} className="allergen-option">
                <input type="checkbox" checked={excluded.includes(allergen)} onChange={() => toggle(allergen)} />
                <AllergenNumber allergen={allergen} />
                <span>{labels.names[index]}</span>
              </label>
            ))}
          </div>
          {excluded.length > 0 && (
            <button type="button" className="allergen-filter__clear" onClick={() => onChange([])}>
              {labels.clear}
            </button>
          )}
        </fieldset>
      </details>
      <p className="allergen-filter__status" role="status">
        {hiddenCount > 0 ? fill(labels.hidden, { count: hiddenCount }) : ""}
      </p>
    </div>
  );
}
