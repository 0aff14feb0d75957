import { useT } from "../app-context";
import type { ExtraGroupKey } from "../menu-groups";
import type { ShownGroup } from "./DrinksSection";
import { PriceGroup } from "./PriceRows";

/** Sauces (omake) and sides (priloge) with their prices; shown with the food. */
export function ExtrasSection({ groups }: { groups: readonly ShownGroup<ExtraGroupKey>[] }) {
  const t = useT();
  return (
    <section id="dodatki" className="menu-section" aria-labelledby="dodatki-title" tabIndex={-1}>
      <h2 id="dodatki-title" className="menu-section__title">{t("menu.extras.title")}</h2>
      <div className="price-groups">
        {groups.map((group) => (
          <PriceGroup key={group.key} id={`dodatki-${group.key}`} title={t(`menu.extras.${group.key}`)} items={group.items} />
        ))}
      </div>
    </section>
  );
}
