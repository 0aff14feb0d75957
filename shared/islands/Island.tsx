import { createElement, type ComponentType } from "react";
import {
  ISLAND_DUE_ATTRIBUTE,
  ISLAND_ELEMENT,
  ISLAND_NAME_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  ISLAND_WHEN_ATTRIBUTE,
} from "./island-element";
import { ISLANDS, type IslandName, type IslandProps } from "./registry";

/**
 * Renders an island on the server: its component's markup inside <site-island>, with its
 * name and its props as JSON in attributes, which is all the browser needs to hydrate it.
 * The props must be plain data (strings, numbers, arrays, objects). `due` is for islands
 * that hydrate when what they show changes (epoch ms; null: not while the page is open).
 */
export function Island<N extends IslandName>({ name, props, due }: { name: N; props: IslandProps<N>; due?: number | null }) {
  const Component = ISLANDS[name].component as ComponentType<object>;
  return createElement(
    ISLAND_ELEMENT,
    {
      [ISLAND_NAME_ATTRIBUTE]: name,
      [ISLAND_WHEN_ATTRIBUTE]: ISLANDS[name].when,
      [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props),
      ...(due != null ? { [ISLAND_DUE_ATTRIBUTE]: String(due) } : {}),
    },
    <Component {...(props as object)} />,
  );
}
