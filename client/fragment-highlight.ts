import { ISLAND_ELEMENT, ISLAND_NAME_ATTRIBUTE } from "../shared/islands/island-element";
import { fragmentTarget, highlightSection } from "../shared/menu/scroll-to-section";

/**
 * On the menu, the section a URL fragment names is highlighted when the visitor arrives at it
 * or follows a link to it (docs/menu.md, "Scroll behaviours"). Plain DOM, so the menu's filter
 * island need not hydrate for it.
 */
export function highlightFragmentTargets(): void {
  if (!document.querySelector(`${ISLAND_ELEMENT}[${ISLAND_NAME_ATTRIBUTE}="menuFilter"]`)) return;
  const highlight = () => {
    const target = fragmentTarget(location.hash);
    if (target) highlightSection(target);
  };
  highlight();
  window.addEventListener("hashchange", highlight);
}
