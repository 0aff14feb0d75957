export const LANGS = ["sl", "en"] as const;
export type Lang = (typeof LANGS)[number];

/** Languages whose dish texts the owner may write; where they are missing, pages show the English text. */
export const OPTIONAL_LANGS = ["de", "it", "hr"] as const;
export type OptionalLang = (typeof OPTIONAL_LANGS)[number];

/** The spec stores Slovenian as "si" in localStorage.lang and the toggle. */
export type StoredLang = "si" | "en";

export function toStoredLang(lang: Lang): StoredLang {
  return lang === "sl" ? "si" : "en";
}

export function fromStoredLang(value: string | null | undefined): Lang | null {
  if (value === "si" || value === "sl") return "sl";
  if (value === "en") return "en";
  return null;
}

export function otherLang(lang: Lang): Lang {
  return lang === "sl" ? "en" : "sl";
}

export const LANG_COOKIE = "lang";
export const LANG_STORAGE_KEY = "lang";
