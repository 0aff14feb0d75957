import { useT } from "../app-context";
import type { Allergen } from "../menu-schema";
import { allergenNameKey } from "./allergens";

export function AllergenNumber({ allergen }: { allergen: Allergen }) {
  return <span className="allergen-number" aria-hidden="true">{allergen}</span>;
}

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
    return compact ? null : <p className="item-allergens">{t("menu.allergens")}: {t("menu.allergensNone")}</p>;
  }
  return (
    <p className="item-allergens">
      <span className="item-allergens__label">{t("menu.allergens")}:</span>{" "}
      {alergeni.map((allergen, index) => (
        <span key={allergen} title={t(allergenNameKey(allergen))}>
          <AllergenNumber allergen={allergen} />
          <span className="sr-only">
            {allergen} {t(allergenNameKey(allergen))}
            {index < alergeni.length - 1 ? ", " : ""}
          </span>
        </span>
      ))}
    </p>
  );
}
