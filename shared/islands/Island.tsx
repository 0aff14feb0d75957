import { createElement, type ComponentType } from "react";
import { ISLAND_ELEMENT, ISLAND_NAME_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, ISLAND_WHEN_ATTRIBUTE } from "./island-element";
import { ISLANDS, type IslandName, type IslandProps } from "./registry";

/**
 * Renders an island on the server: its component's markup inside <site-island>, with its
 * name and its props as JSON in attributes, which is all the browser needs to hydrate it.
 * The props must be plain data (strings, numbers, arrays, objects).
 */
export function Island<N extends IslandName>({ name, props }: { name: N; props: IslandProps<N> }) {
  const Component = ISLANDS[name].component as ComponentType<object>;
  return createElement(
    ISLAND_ELEMENT,
    { [ISLAND_NAME_ATTRIBUTE]: name, [ISLAND_WHEN_ATTRIBUTE]: ISLANDS[name].when, [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props) },
    <Component {...(props as object)} />,
  );
}
