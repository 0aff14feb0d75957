import { LANGS } from "../../shared/i18n/lang";
import { PAGES, pagePath } from "../../shared/site/site-pages";

/** Every page of the route table in both languages, the not-found page included. */
export const ALL_ROUTES: readonly string[] = LANGS.flatMap((lang) => PAGES.map((page) => pagePath(page.id, lang)));
