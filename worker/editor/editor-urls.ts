import type { EditorLang, Lang } from "../../shared/i18n/lang";
import { pagePath } from "../../shared/site/site-pages";
import { datasetOf } from "../data/change-counts";
import { HOURS_DOCUMENT } from "../data/database-layout";

/** Where the editor lives in each language. */
const EDITOR_BASES: Record<EditorLang, string> = { sl: "/urejanje", en: "/en/urejanje" };

export function editorBase(lang: EditorLang): string {
  return EDITOR_BASES[lang];
}

/** The editor's sections, as paths after the base. */
export const SECTION = { changes: "", notices: "/obvestila", hours: "/urnik", menu: "/meni", daily: "/malica" } as const;

export type Section = (typeof SECTION)[keyof typeof SECTION];

/** The section a path of the editor is in; the first page (the changes) for any other path. */
export function sectionOf(path: string, lang: EditorLang): Section {
  const rest = path.slice(editorBase(lang).length);
  const inside = (section: Section) => section !== SECTION.changes && (rest === section || rest.startsWith(`${section}/`));
  return Object.values(SECTION).find(inside) ?? SECTION.changes;
}

/** The id in a URL that opens a form for a document not yet written. */
export const NEW_ID = "nov";

/** Posts here undo a document's last change. */
export const UNDO_PATH = "/razveljavi";

/** A message after a delete names the deleted document and the change, so that the page offers its undo. */
const DELETED_PARAM = "izbrisano";
const DELETED_SET_PARAM = "zapis";

export function deletedQuery(deleted: { path: string; set: string | null }, query = new URLSearchParams()): URLSearchParams {
  query.set(DELETED_PARAM, deleted.path);
  if (deleted.set !== null) query.set(DELETED_SET_PARAM, deleted.set);
  return query;
}

/** The deleted document a page's query names, with its change. */
export function deletedOf(query: URLSearchParams): { path: string; set: string | null } | null {
  const path = query.get(DELETED_PARAM);
  return path === null ? null : { path, set: query.get(DELETED_SET_PARAM) };
}

/** The section that edits a document; null for a path that is no document of the site's data. */
export function documentSection(path: string): Section | null {
  const dataset = datasetOf(path);
  if (!dataset || path.split("/").length % 2 !== 0) return null;
  if (dataset === "obvestila") return SECTION.notices;
  if (dataset === "dnevna") return SECTION.daily;
  return path === HOURS_DOCUMENT ? SECTION.hours : SECTION.menu;
}

/** The element id of a menu item's card, from its document path. */
export function itemAnchor(path: string): string {
  return `i-${path.replace(/\W/g, "-")}`;
}

/** The public page a section's changes show on, in the same language. */
export function publicPageOf(section: Section, lang: Lang): string {
  if (section === SECTION.daily) return pagePath("lunch", lang);
  return section === SECTION.menu ? pagePath("offer", lang) : pagePath("home", lang);
}
