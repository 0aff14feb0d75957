import { useT } from "../site/app-context";
import { ALLERGENS, allergenNameKey } from "./allergens";
import { AllergenNumber } from "./AllergenNumber";

/** All 14 EU allergens with the numbers used on the items. */
export function AllergenLegend() {
  const t = useT();
  return (
    <section id="alergeni" className="allergen-legend" aria-labelledby="alergeni-title" tabIndex={-1}>
      <h2 id="alergeni-title">{t("allergens.title")}</h2>
      <p>{t("allergens.intro")}</p>
      <dl className="allergen-legend__list">
        {ALLERGENS.map((allergen) => (
          <div key={allergen} className="allergen-legend__entry">
            <dt>
              <AllergenNumber allergen={allergen} />
              <span className="sr-only">{allergen}</span>
            </dt>
            <dd>{t(allergenNameKey(allergen))}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
