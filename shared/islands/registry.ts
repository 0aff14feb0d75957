import type { ComponentType } from "react";
import { AboutMore } from "./AboutMore";
import { MapLoader } from "./MapLoader";
import { MenuFilter } from "./MenuFilter";
import { NoticeBanner } from "./NoticeBanner";
import { OpenStatus } from "./OpenStatus";
import { SliderControls } from "./SliderControls";
import type { HydrateWhen } from "./island-element";
import { UpArrow } from "./UpArrow";

interface IslandDef<P> {
  component: ComponentType<P>;
  when: HydrateWhen;
}

function island<P>(component: ComponentType<P>, when: HydrateWhen): IslandDef<P> {
  return { component, when };
}

/**
 * Every interactive part of the site, and nothing else: the rest of each page is HTML that
 * the browser never hydrates. An island is rendered on the server inside <site-island> with
 * its props beside it (islands/Island.tsx) and hydrated in the browser by client/islands.ts
 * when its `when` comes (island-element.ts).
 */
export const ISLANDS = {
  notices: island(NoticeBanner, "touch"),
  menuFilter: island(MenuFilter, "touch"),
  upArrow: island(UpArrow, "scroll"),
  openStatus: island(OpenStatus, "due"),
  sliderControls: island(SliderControls, "touch"),
  mapLoader: island(MapLoader, "touch"),
  aboutMore: island(AboutMore, "touch"),
};

export type IslandName = keyof typeof ISLANDS;
export type IslandProps<N extends IslandName> = (typeof ISLANDS)[N] extends IslandDef<infer P> ? P : never;

export function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(ISLANDS, name);
}
