import { LANG_COOKIE, LANG_STORAGE_KEY, toStoredLang, type Lang } from "./lang";

const YEAR_SECONDS = 60 * 60 * 24 * 365;

/**
 * Stores the language being viewed (localStorage.lang = si | en; docs/data-model.md). Only an English
 * choice sets the cookie the server reads, so Slovenian visitors carry no cookie and keep
 * getting the shared, cacheable HTML.
 */
export function rememberLanguage(lang: Lang): void {
  try {
    localStorage.setItem(LANG_STORAGE_KEY, toStoredLang(lang));
  } catch {
    // Storage can be disabled (private mode, policies); the URL still decides the language.
  }
  const secure = location.protocol === "https:" ? "; Secure" : "";
  document.cookie =
    lang === "en"
      ? `${LANG_COOKIE}=en; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax${secure}`
      : `${LANG_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
}
