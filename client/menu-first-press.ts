import { pressMenuChip, type MenuScreenContext, type MenuScreenState } from "../shared/menu/menu-press";
import { chipActions, chipState } from "../shared/menu/selection";
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
  let props: FilterProps;
  try {
    props = JSON.parse(island.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? "") as FilterProps;
  } catch {
    return false;
  }
  const actions = chipActions(props.lunch);
  const action = chip ? actions[chips.indexOf(chip)] : undefined;
  if (!action || chips.length !== actions.length) return false;
  event.preventDefault();
  const { view } = pressMenuChip(props, action, props);
  actions.forEach((chipAction, index) => {
    const { pressed, implied } = chipState(view.selection, chipAction, props.lunch);
    chips[index]?.setAttribute("aria-pressed", String(pressed));
    chips[index]?.classList.toggle("chip--implied", implied);
  });
  return true;
}
