import { DEFAULT_LANG, fromStoredLang, LANG_COOKIE, LANG_STORAGE_KEY, toStoredLang, type Lang } from "./lang";

const YEAR_SECONDS = 60 * 60 * 24 * 365;

function setCookie(value: string | null): void {
  const secure = location.protocol === "https:" ? "; Secure" : "";
  document.cookie =
    value === null
      ? `${LANG_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`
      : `${LANG_COOKIE}=${value}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax${secure}`;
}

function cookieLang(): Lang | null {
  const value = document.cookie
    .split("; ")
    .find((pair) => pair.startsWith(`${LANG_COOKIE}=`))
    ?.slice(LANG_COOKIE.length + 1);
  return fromStoredLang(value);
}

function store(lang: Lang): void {
  try {
    localStorage.setItem(LANG_STORAGE_KEY, toStoredLang(lang));
  } catch {
    // Storage can be disabled (private mode, policies); the URL still decides the language.
  }
}

/**
 * A language the visitor chose (in the language menu, or by declining the offer of their
 * browser's language): stored (localStorage.lang = si | en | de | it | hr; docs/data-model.md)
 * and in the cookie the server reads, Slovenian too, so that a Slovenian page no longer offers
 * another language.
 */
export function rememberLanguage(lang: Lang): void {
  store(lang);
  setCookie(toStoredLang(lang));
}

/**
 * The language of the page being read, stored on every page load. The cookie follows a
 * page in another language than Slovenian, so that the server sends a returning visitor there;
 * a Slovenian page only clears another language's cookie and keeps a chosen Slovenian one, so
 * that reading Slovenian pages neither declines the offer of another language nor forgets that
 * it was declined.
 */
export function rememberViewedLanguage(lang: Lang): void {
  store(lang);
  if (lang !== DEFAULT_LANG) setCookie(toStoredLang(lang));
  else if ((cookieLang() ?? DEFAULT_LANG) !== DEFAULT_LANG) setCookie(null);
}
