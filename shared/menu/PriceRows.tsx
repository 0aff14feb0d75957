import { useAppConfig, useLang, useT } from "../site/app-context";
import type { MenuItem } from "./menu-schema";
import { Badges } from "./Badges";
import { EmptiedNote } from "./EmptiedNote";
import { allergensAttribute } from "./menu-visibility";
import { ItemAllergens } from "./ItemAllergens";
import type { LangText } from "../i18n/lang-text";
import { formatLitres, itemDescription, itemNameText } from "./item-text";
import { Price } from "./Price";
import { discountHolds, priceOn } from "./discount";

/**
 * The notes with " · " between them, a paragraph for each run of notes in one language, marked
 * where it is not the page's. A marked note is never an inline span: axe cannot place a span
 * that breaks across lines or lies in a section the browser has not laid out yet
 * (content-visibility), and would report its contrast against the footer.
 */
function noteRuns(notes: readonly LangText[]): LangText[] {
  const runs: LangText[] = [];
  for (const note of notes) {
    const last = runs.at(-1);
    if (last && last.lang === note.lang) last.text = `${last.text} · ${note.text}`;
    else runs.push({ ...note });
  }
  return runs;
}

function PriceRow({ item, hidden }: { item: MenuItem; hidden: boolean }) {
  const t = useT();
  const lang = useLang();
  const { renderedAt } = useAppConfig();
  const { price, oldPrice } = priceOn(item, renderedAt);
  const description = itemDescription(item, lang);
  const name = itemNameText(item, lang);
  const notes: LangText[] = [...(description ? [description] : []), ...item.suggested.map((hint) => ({ text: t(`drinks.hints.${hint}`) }))];
  return (
    <li className="price-row" data-allergens={allergensAttribute(item.alergeni)} hidden={hidden}>
      <div className="price-row__head">
        {/* A name in another language marks the whole name, so that no inline span breaks across lines; the tag is the page's. */}
        <span className="price-row__name" lang={name.lang}>
          {name.text}
          {item.toceno && (
            <span className="price-row__tag" lang={name.lang ? lang : undefined}>
              {t("drinks.draught")}
            </span>
          )}
        </span>
        <span className="dish__leader" aria-hidden="true" />
        {item.size !== null && <span className="price-row__size">{formatLitres(item.size, lang)}</span>}
        <Price price={price} oldPrice={oldPrice} />
      </div>
      <Badges item={{ ...item, isDiscount: discountHolds(item, renderedAt) }} />
      <div className="price-row__meta">
        {noteRuns(notes).map((run) => (
          <p key={run.text} className="price-row__notes" lang={run.lang}>
            {run.text}
          </p>
        ))}
        <ItemAllergens alergeni={item.alergeni} compact />
      </div>
    </li>
  );
}

interface PriceGroupProps {
  id: string;
  title: string;
  items: readonly MenuItem[];
  hiddenItems: ReadonlySet<unknown>;
  emptied: boolean;
}

/** A compact price list (one drink group, sauces, sides). */
function PriceGroup({ id, title, items, hiddenItems, emptied }: PriceGroupProps) {
  return (
    <section className="price-group" aria-labelledby={id} data-menu-group="">
      <h3 id={id} className="price-group__title">
        {title}
      </h3>
      <ul className="price-rows">
        {items.map((item) => (
          <PriceRow key={item.id} item={item} hidden={hiddenItems.has(item)} />
        ))}
      </ul>
      <EmptiedNote emptied={emptied} />
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
  groupTitle: (key: K) => string;
  hidden: boolean;
  hiddenItems: ReadonlySet<unknown>;
  emptiedGroups: ReadonlySet<unknown>;
}

/** A menu section of compact price groups: the drinks ("Pijača"), and the sauces and sides. */
export function PriceGroupsSection<K extends string>({
  id,
  title,
  groups,
  groupTitle,
  hidden,
  hiddenItems,
  emptiedGroups,
}: PriceGroupsSectionProps<K>) {
  return (
    <section id={id} className="menu-section" aria-labelledby={`${id}-title`} tabIndex={-1} data-menu-section={id} hidden={hidden}>
      <h2 id={`${id}-title`} className="menu-section__title">
        {title}
      </h2>
      <div className="price-groups">
        {groups.map((group) => (
          <PriceGroup
            key={group.key}
            id={`${id}-${group.key}`}
            title={groupTitle(group.key)}
            items={group.items}
            hiddenItems={hiddenItems}
            emptied={emptiedGroups.has(group)}
          />
        ))}
      </div>
    </section>
  );
}
