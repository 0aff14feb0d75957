import type { EditorLang, Lang } from "../../shared/i18n/lang";
import { pagePath } from "../../shared/site/site-pages";

/** Where the editor lives in each language. */
const EDITOR_BASES: Record<EditorLang, string> = { sl: "/urejanje", en: "/en/urejanje" };

export function editorBase(lang: EditorLang): string {
  return EDITOR_BASES[lang];
}

/** The editor's sections, as paths after the base. */
export const SECTION = { changes: "", notices: "/obvestila", hours: "/urnik", menu: "/meni", daily: "/malica" } as const;

export type Section = (typeof SECTION)[keyof typeof SECTION];

/** The id in a URL that opens a form for a document not yet written. */
export const NEW_ID = "nov";

/** Posts here undo a document's last change. */
export const UNDO_PATH = "/razveljavi";

/** The element id of a menu item's card, from its document path. */
export function itemAnchor(path: string): string {
  return `i-${path.replace(/\W/g, "-")}`;
}

/** The public page a section's changes show on, in the same language. */
export function publicPageOf(section: Section, lang: Lang): string {
  if (section === SECTION.daily) return pagePath("lunch", lang);
  return section === SECTION.menu ? pagePath("offer", lang) : pagePath("home", lang);
}
