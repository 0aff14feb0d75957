import { pressMenuChip, type MenuScreenContext, type MenuScreenState } from "../shared/menu/menu-press";
import { CHIP_ACTIONS, chipState } from "../shared/menu/selection";
import { ISLAND_PROPS_ATTRIBUTE } from "../shared/islands/island-element";

type FilterProps = MenuScreenContext & MenuScreenState;

/**
 * The first press on a menu chip, answered by the page's own script while the filter island
 * hydrates after the next paint: React's evaluation would otherwise sit between the tap and
 * its frame (docs/pages.md). The chips are drawn in their new state and the price list shows
 * the new view, as the island would; the island then takes the view from the URL
 * (MenuFilter.tsx). Returns whether the press was answered.
 */
export function answerFirstMenuPress(island: HTMLElement, event: MouseEvent): boolean {
  const chip = event.target instanceof Element ? event.target.closest<HTMLButtonElement>(".category-filter .chip") : null;
  const chips = [...island.querySelectorAll<HTMLButtonElement>(".category-filter .chip")];
  const action = chip ? CHIP_ACTIONS[chips.indexOf(chip)] : undefined;
  if (!action || chips.length !== CHIP_ACTIONS.length) return false;
  let props: FilterProps;
  try {
    props = JSON.parse(island.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? "") as FilterProps;
  } catch {
    return false;
  }
  event.preventDefault();
  const { view } = pressMenuChip(props, action, props);
  CHIP_ACTIONS.forEach((chipAction, index) => {
    const { pressed, implied } = chipState(view.selection, chipAction);
    chips[index]?.setAttribute("aria-pressed", String(pressed));
    chips[index]?.classList.toggle("chip--implied", implied);
  });
  return true;
}
