import type { Lang } from "./lang";

/** A text and, where it is not the page's language, its own. */
export interface LangText {
  text: string;
  lang?: Lang;
}

/**
 * A text the owner writes in Slovenian and may write in English (a notice, a note): a
 * Slovenian page shows the Slovenian, any other page the English where there is one, and
 * else the Slovenian. Either is marked where it is not the page's language, so a screen
 * reader pronounces it so.
 */
export function ownerText(sl: string, en: string | null, lang: Lang): LangText {
  if (lang === "sl") return { text: sl };
  if (en) return lang === "en" ? { text: en } : { text: en, lang: "en" };
  return { text: sl, lang: "sl" };
}
