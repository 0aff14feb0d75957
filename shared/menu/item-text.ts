import type { Lang } from "../i18n/lang";

const LITRES: Record<Lang, Intl.NumberFormat> = {
  sl: new Intl.NumberFormat("sl-SI", { maximumFractionDigits: 2 }),
  en: new Intl.NumberFormat("en-IE", { maximumFractionDigits: 2 }),
};

/** 0,25 l in Slovenian, 0.25 l in English. */
export function formatLitres(litres: number, lang: Lang): string {
  return `${LITRES[lang].format(litres)}\u00a0l`;
}

/** The English name where the data has one; Slovenian otherwise (brand names need none). */
export function itemName(item: { name: string; translate: string | null }, lang: Lang): string {
  return lang === "en" && item.translate ? item.translate : item.name;
}

export function itemIngredients(
  item: { sestavine: readonly string[]; translate_sestavine: readonly string[] },
  lang: Lang,
): readonly string[] {
  return lang === "en" && item.translate_sestavine.length > 0 ? item.translate_sestavine : item.sestavine;
}

/** A text and, where it is not the page's language, its own. */
export interface LangText {
  text: string;
  lang?: Lang;
}

/** English pages show `opis_en`, or else `opis` marked as Slovenian (so a screen reader pronounces it so). */
export function itemDescription(item: { opis: string; opis_en: string | null }, lang: Lang): LangText | null {
  if (lang === "en" && item.opis_en) return { text: item.opis_en };
  if (!item.opis) return null;
  return lang === "sl" ? { text: item.opis } : { text: item.opis, lang: "sl" };
}
