import { useT } from "../app-context";
import { useState } from "react";
import type { Allergen } from "../menu-schema";
import { ALLERGENS, allergenNameKey } from "./allergens";
import { AllergenNumber } from "./ItemAllergens";

interface AllergenFilterProps {
  excluded: readonly Allergen[];
  hiddenCount: number;
  onChange(excluded: Allergen[]): void;
}

/** "Hide anything that contains …": a multi-select of the legend. */
export function AllergenFilter({ excluded, hiddenCount, onChange }: AllergenFilterProps) {
  const t = useT();
  // Open on arrival when the link carries a filter; afterwards the visitor opens and closes it.
  const [openOnArrival] = useState(excluded.length > 0);
  const toggle = (allergen: Allergen) =>
    onChange(excluded.includes(allergen) ? excluded.filter((a) => a !== allergen) : [...excluded, allergen]);
  return (
    <div className="allergen-filter">
      <details open={openOnArrival}>
        <summary>
          {t("allergens.filterTitle")}
          {excluded.length > 0 && <span className="allergen-filter__count">{excluded.length}</span>}
        </summary>
        <fieldset>
          <legend className="sr-only">{t("allergens.filterTitle")}</legend>
          <p className="allergen-filter__hint">{t("allergens.filterHint")}</p>
          <div className="allergen-filter__options">
            {ALLERGENS.map((allergen) => (
              <label key={allergen} className="allergen-option">
                <input type="checkbox" checked={excluded.includes(allergen)} onChange={() => toggle(allergen)} />
                <AllergenNumber allergen={allergen} />
                <span>{t(allergenNameKey(allergen))}</span>
              </label>
            ))}
          </div>
          {excluded.length > 0 && (
            <button type="button" className="allergen-filter__clear" onClick={() => onChange([])}>
              {t("allergens.clear")}
            </button>
          )}
        </fieldset>
      </details>
      <p className="allergen-filter__status" role="status">
        {hiddenCount > 0 ? t("menu.hiddenByAllergens", { count: hiddenCount }) : ""}
      </p>
    </div>
  );
}
