interface Language {
  /** The language's name in itself, as the language menu lists it. */
  name: string;
  /** The Intl locale of its dates, times, numbers and prices. */
  locale: string;
  /** Open Graph's og:locale. */
  ogLocale: string;
  /** What localStorage.lang and the lang cookie hold for it (the spec stores Slovenian as "si"). */
  stored: string;
  /** A Slovenian page offers this language's page to a visitor whose browser prefers it (docs/decisions/012-more-languages.md). */
  offered: boolean;
}

/**
 * The site's languages, Slovenian (the default, unprefixed) first, each served under its code
 * (/en/…, /de/…). A new language is an entry here and its locales/<code>.json.
 */
export const LANGUAGES = {
  sl: { name: "Slovenščina", locale: "sl-SI", ogLocale: "sl_SI", stored: "si", offered: false },
  en: { name: "English", locale: "en-GB", ogLocale: "en_GB", stored: "en", offered: false },
  de: { name: "Deutsch", locale: "de-DE", ogLocale: "de_DE", stored: "de", offered: true },
  it: { name: "Italiano", locale: "it-IT", ogLocale: "it_IT", stored: "it", offered: true },
  hr: { name: "Hrvatski", locale: "hr-HR", ogLocale: "hr_HR", stored: "hr", offered: true },
} as const satisfies Record<string, Language>;

export type Lang = keyof typeof LANGUAGES;
export const LANGS = Object.keys(LANGUAGES) as Lang[];
export const DEFAULT_LANG = "sl" satisfies Lang;

/**
 * The languages every text of the owner's data has a field for (name and translate, opis and
 * opis_en, msg and msg_en), and so the editor's.
 */
export type BaseLang = "sl" | "en";
export type EditorLang = BaseLang;

/** Languages whose dish texts the owner may write (`prevodi`); where they are missing, pages show the English text. */
export type OptionalLang = Exclude<Lang, BaseLang>;
export const OPTIONAL_LANGS = LANGS.filter((lang): lang is OptionalLang => lang !== "sl" && lang !== "en");

export function isLang(value: unknown): value is Lang {
  return typeof value === "string" && Object.hasOwn(LANGUAGES, value);
}

export type StoredLang = (typeof LANGUAGES)[Lang]["stored"];

export function toStoredLang(lang: Lang): StoredLang {
  return LANGUAGES[lang].stored;
}

export function fromStoredLang(value: string | null | undefined): Lang | null {
  if (value === "sl") return "sl";
  return LANGS.find((lang) => LANGUAGES[lang].stored === value) ?? null;
}

export const LANG_COOKIE = "lang";
export const LANG_STORAGE_KEY = "lang";
