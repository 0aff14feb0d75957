import { fromStoredLang, LANG_COOKIE, toStoredLang } from "../../shared/i18n/lang";
import { pageAtPath } from "../../shared/site/site-pages";
import { withQuery } from "./path-policy";

/** Where the language offer's "no, thanks" goes without script (worker/pages/language-offer.ts). */
export const LANGUAGE_CHOICE_PATH = "/jezik";
export const CHOICE_PARAMETER = "izbira";
export const RETURN_PARAMETER = "na";

const YEAR_SECONDS = 60 * 60 * 24 * 365;

/**
 * Stores a language choice in the cookie the pages read, as the page script does with script
 * (shared/i18n/remember-language.ts), and returns to the page it was made on. The way back is
 * only ever one of the site's own pages, so no input can send the visitor elsewhere.
 */
export function languageChoice(url: URL): Response {
  const lang = fromStoredLang(url.searchParams.get(CHOICE_PARAMETER));
  const back = new URL(url.searchParams.get(RETURN_PARAMETER) ?? "/", url.origin);
  const location = back.origin === url.origin && pageAtPath(back.pathname) ? withQuery(back.pathname, back.search) : "/";
  const headers = new Headers({ Location: location, "Cache-Control": "private, no-store" });
  if (lang) {
    const secure = url.protocol === "https:" ? "; Secure" : "";
    headers.set("Set-Cookie", `${LANG_COOKIE}=${toStoredLang(lang)}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax${secure}`);
  }
  return new Response(null, { status: 303, headers });
}
