import { useT } from "../site/app-context";
import type { Allergen } from "./menu-schema";
import { allergenNameKey } from "./allergens";

interface ItemAllergensProps {
  alergeni: readonly Allergen[] | null;
  /** Price-list rows (drinks, extras): no line for "none", a short note for "unknown". */
  compact?: boolean;
}

/** The allergen numbers of an item, each named for screen readers; missing data says to ask. */
export function ItemAllergens({ alergeni, compact = false }: ItemAllergensProps) {
  const t = useT();
  if (alergeni === null) {
    return <p className="item-allergens item-allergens--unknown">{t(compact ? "menu.allergensAsk" : "menu.allergensUnknown")}</p>;
  }
  if (alergeni.length === 0) {
    return compact ? null : <p className="item-allergens">{`${t("menu.allergens")}: ${t("menu.allergensNone")}`}</p>;
  }
  // The numbers are for the eye, each named in its tooltip and, after a tap, beside it
  // (client/allergen-names.ts); screen readers get one sentence.
  const named = alergeni.map((allergen) => `${allergen} ${t(allergenNameKey(allergen))}`).join(", ");
  return (
    <p className="item-allergens">
      <span className="item-allergens__label">{`${t("menu.allergens")}:`}</span> <span className="sr-only">{named}</span>
      {alergeni.map((allergen) => (
        <span key={allergen} className="allergen-number" aria-hidden="true" title={t(allergenNameKey(allergen))}>
          {allergen}
        </span>
      ))}
    </p>
  );
}
