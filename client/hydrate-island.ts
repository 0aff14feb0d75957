import { createElement, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { ISLAND_HYDRATED_ATTRIBUTE, ISLAND_NAME_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from "../shared/islands/island-element";
import { ISLANDS, isIslandName } from "../shared/islands/registry";

/**
 * Hydrates one island from its own props. React and the islands' code arrive in this chunk
 * only once the first island is due, after the page has loaded.
 */
export function hydrateIsland(element: HTMLElement): void {
  const name = element.getAttribute(ISLAND_NAME_ATTRIBUTE) ?? "";
  if (!isIslandName(name)) {
    console.error(`Unknown island "${name}"`);
    return;
  }
  try {
    const props: unknown = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? "{}");
    hydrateRoot(element, createElement(ISLANDS[name].component as ComponentType<object>, props as object));
    // From here on React owns the island's events (a click hydrates it synchronously); tests wait for this mark.
    element.setAttribute(ISLAND_HYDRATED_ATTRIBUTE, "");
  } catch (error) {
    // A failed start is reported on the console; the server's markup stays usable.
    console.error(error);
  }
}
