import { LANGUAGES, type Lang, type OptionalLang } from "../i18n/lang";
import type { LangText } from "../i18n/lang-text";
import { perLang } from "../i18n/per-lang";

const litreFormat = perLang((lang) => new Intl.NumberFormat(LANGUAGES[lang].locale, { maximumFractionDigits: 2 }));

/** 0,25 l in Slovenian, German, Italian and Croatian, 0.25 l in English. */
export function formatLitres(litres: number, lang: Lang): string {
  return `${litreFormat(lang).format(litres)}\u00a0l`;
}

/** The texts an item's document holds: Slovenian, English, and the owner's own in further languages (`prevodi`). */
interface ItemTexts {
  name: string;
  translate: string | null;
  opis: string;
  opis_en: string | null;
  prevodi?: Partial<Record<OptionalLang, { name: string | null; opis: string | null } | undefined>>;
}

const isOptional = (lang: Lang): lang is OptionalLang => lang !== "sl" && lang !== "en";

/**
 * The name as a page of `lang` shows it. English pages show `translate`, or the Slovenian name
 * unmarked (brand names need no translation). A further language shows the owner's own name
 * there (`prevodi`), or else the English one and then the Slovenian, each marked as what it is,
 * so that a screen reader pronounces it so: never text nobody wrote.
 */
export function itemNameText(item: Pick<ItemTexts, "name" | "translate" | "prevodi">, lang: Lang): LangText {
  if (lang === "sl") return { text: item.name };
  if (lang === "en") return { text: item.translate ? item.translate : item.name };
  const own = item.prevodi?.[lang]?.name;
  if (own) return { text: own };
  return item.translate ? { text: item.translate, lang: "en" } : { text: item.name, lang: "sl" };
}

/** The name alone, where no mark can go (alt texts, titles, structured data). */
export function itemName(item: Pick<ItemTexts, "name" | "translate" | "prevodi">, lang: Lang): string {
  return itemNameText(item, lang).text;
}

/** The ingredients, as the name: English where the page is not Slovenian and the item lists them in English, else Slovenian. */
export function itemIngredients(
  item: { sestavine: readonly string[]; translate_sestavine: readonly string[] },
  lang: Lang,
): { list: readonly string[]; lang?: Lang } {
  if (lang === "sl") return { list: item.sestavine };
  if (item.translate_sestavine.length > 0)
    return lang === "en" ? { list: item.translate_sestavine } : { list: item.translate_sestavine, lang: "en" };
  return lang === "en" ? { list: item.sestavine } : { list: item.sestavine, lang: "sl" };
}

/**
 * The description: English pages show `opis_en`, or else `opis` marked as Slovenian; a further
 * language shows the owner's own (`prevodi`), or else `opis_en` marked as English, then `opis` as Slovenian.
 */
export function itemDescription(item: Pick<ItemTexts, "opis" | "opis_en" | "prevodi">, lang: Lang): LangText | null {
  if (isOptional(lang)) {
    const own = item.prevodi?.[lang]?.opis;
    if (own) return { text: own };
    if (item.opis_en) return { text: item.opis_en, lang: "en" };
  } else if (lang === "en" && item.opis_en) return { text: item.opis_en };
  if (!item.opis) return null;
  return lang === "sl" ? { text: item.opis } : { text: item.opis, lang: "sl" };
}

/** The description in the page's own language only, for structured data: a sentence in another language would mislead there. */
export function ownDescription(item: Pick<ItemTexts, "opis" | "opis_en" | "prevodi">, lang: Lang): string | null {
  const description = itemDescription(item, lang);
  return description && !description.lang ? description.text : null;
}
