import { useLang, useT } from "../app-context";
import type { MenuItem } from "../menu-schema";
import { Badges } from "./Badges";
import { ItemAllergens } from "./ItemAllergens";
import { formatLitres, itemDescription, itemName } from "./item-text";
import { Price } from "./Price";

function PriceRow({ item }: { item: MenuItem }) {
  const t = useT();
  const lang = useLang();
  const notes = [itemDescription(item, lang), ...item.suggested.map((hint) => t(`drinks.hints.${hint}`))].filter(Boolean);
  return (
    <li className="price-row">
      <div className="price-row__head">
        <span className="price-row__name">
          {itemName(item, lang)}
          {item.toceno && <span className="price-row__tag">{t("drinks.draught")}</span>}
        </span>
        <span className="dish__leader" aria-hidden="true" />
        {item.size !== null && <span className="price-row__size">{formatLitres(item.size, lang)}</span>}
        <Price price={item.price} oldPrice={item.isDiscount ? item.oldPrice : null} />
      </div>
      <Badges item={item} />
      <div className="price-row__meta">
        {notes.length > 0 && <p className="price-row__notes">{notes.join(" · ")}</p>}
        <ItemAllergens alergeni={item.alergeni} compact />
      </div>
    </li>
  );
}

interface PriceGroupProps {
  id: string;
  title: string;
  items: readonly MenuItem[];
}

/** A compact price list (one drink group, sauces, sides). */
export function PriceGroup({ id, title, items }: PriceGroupProps) {
  const t = useT();
  return (
    <section className="price-group" aria-labelledby={id}>
      <h3 id={id} className="price-group__title">{title}</h3>
      {items.length > 0 ? (
        <ul className="price-rows">
          {items.map((item) => <PriceRow key={item.id} item={item} />)}
        </ul>
      ) : (
        <p className="menu-section__empty">{t("menu.emptySection")}</p>
      )}
    </section>
  );
}

export interface ShownGroup<K extends string> {
  key: K;
  items: readonly MenuItem[];
}

interface PriceGroupsSectionProps<K extends string> {
  /** The section's id, the target of /ponudba#<id>; each group's id is prefixed with it. */
  id: string;
  title: string;
  groups: readonly ShownGroup<K>[];
  groupTitle(key: K): string;
}

/** A menu section of compact price groups: the drinks ("Pijača"), and the sauces and sides. */
export function PriceGroupsSection<K extends string>({ id, title, groups, groupTitle }: PriceGroupsSectionProps<K>) {
  return (
    <section id={id} className="menu-section" aria-labelledby={`${id}-title`} tabIndex={-1}>
      <h2 id={`${id}-title`} className="menu-section__title">{title}</h2>
      <div className="price-groups">
        {groups.map((group) => (
          <PriceGroup key={group.key} id={`${id}-${group.key}`} title={groupTitle(group.key)} items={group.items} />
        ))}
      </div>
    </section>
  );
}
