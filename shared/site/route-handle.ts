import { useMatches } from "react-router-dom";
import type { Lang } from "../i18n/lang";
import type { PageId } from "./site-pages";

/** Route data: every page route carries its language and the student flag. */
export interface RouteHandle {
  pageId: PageId;
  lang: Lang;
  studentskiBoni: boolean;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === "object" && value !== null && "pageId" in value;
}

export function useRouteHandle(): RouteHandle | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return null;
}
