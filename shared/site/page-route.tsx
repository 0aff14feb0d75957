import { createContext, useContext } from "react";
import type { Lang } from "../i18n/lang";
import type { PageDef } from "./site-pages";

/** The page a render is for, as the worker's path policy matched it: the only match per request. */
export interface PageRoute {
  page: PageDef;
  lang: Lang;
  /** The query the page reads, in canonical form ("" or "?…"): the render echoes it in links. */
  search: string;
}

const PageRouteContext = createContext<PageRoute | null>(null);

export const PageRouteProvider = PageRouteContext.Provider;

export function usePageRoute(): PageRoute {
  const route = useContext(PageRouteContext);
  if (!route) throw new Error("PageRouteProvider is missing");
  return route;
}
