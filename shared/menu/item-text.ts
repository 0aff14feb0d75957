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

/** `opis` exists only in Slovenian; English pages show the translated ingredients instead of a Slovenian sentence. */
export function itemDescription(item: { opis: string }, lang: Lang): string {
  return lang === "sl" ? item.opis : "";
}
