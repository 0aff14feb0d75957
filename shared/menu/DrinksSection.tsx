import { useT } from "../app-context";
import type { DrinkGroupKey } from "../menu-groups";
import type { MenuItem } from "../menu-schema";
import { PriceGroup } from "./PriceRows";
import { DRINKS_SECTION } from "./selection";

export interface ShownGroup<K extends string> {
  key: K;
  items: readonly MenuItem[];
}

/** "Pijača": non-alcoholic, beers, hot drinks, wines, whiskey and spirits, with sizes and serving hints. */
export function DrinksSection({ groups }: { groups: readonly ShownGroup<DrinkGroupKey>[] }) {
  const t = useT();
  return (
    <section id={DRINKS_SECTION} className="menu-section" aria-labelledby="pijaca-title" tabIndex={-1}>
      <h2 id="pijaca-title" className="menu-section__title">{t("drinks.title")}</h2>
      <div className="price-groups">
        {groups.map((group) => (
          <PriceGroup key={group.key} id={`pijaca-${group.key}`} title={t(`drinks.groups.${group.key}`)} items={group.items} />
        ))}
      </div>
    </section>
  );
}
