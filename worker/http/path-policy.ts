import { LANGS, type Lang } from "../../shared/i18n/lang";
import { langOfPath, langPrefix, pageAtPath, pagePath, type PageDef } from "../../shared/site/site-pages";

export type PathDecision = { kind: "page"; page: PageDef; lang: Lang } | { kind: "redirect"; status: 301 | 302; location: string };

/** Longer query strings are dropped on redirect rather than echoed into a Location header. */
const MAX_KEPT_QUERY = 2048;

/** Old or alternative spellings that permanently moved (menu → meni, docs/pages.md). */
const MOVED: Readonly<Record<string, string>> = Object.fromEntries(
  LANGS.map((lang) => [`${langPrefix(lang)}/menu`, pagePath("menu", lang)]),
);

/** A redirect target: the site's own path, with the request's query unless it is too long to echo. */
export function withQuery(path: string, search: string): string {
  return search.length > 1 && search.length <= MAX_KEPT_QUERY ? `${path}${search}` : path;
}

function canonicalForm(pathname: string): string {
  const lower = pathname.toLowerCase();
  const trimmed = lower.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

/**
 * Decides what a page request gets. Locations are built only from the site's own paths,
 * so no input can produce a redirect to another origin.
 */
export function decidePath(url: URL): PathDecision {
  const { pathname, search } = url;
  const exact = pageAtPath(pathname);
  if (exact) return { kind: "page", ...exact };

  const canonical = canonicalForm(pathname);
  const moved = MOVED[canonical];
  if (moved) return { kind: "redirect", status: 301, location: withQuery(moved, search) };
  if (canonical !== pathname && pageAtPath(canonical)) {
    return { kind: "redirect", status: 301, location: withQuery(canonical, search) };
  }
  const lang = langOfPath(canonical);
  return { kind: "redirect", status: 302, location: withQuery(pagePath("notFound", lang), search) };
}
