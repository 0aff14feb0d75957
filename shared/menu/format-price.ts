import { LANGUAGES, type Lang } from "../i18n/lang";
import { perLang } from "../i18n/per-lang";

const priceFormat = perLang((lang) => new Intl.NumberFormat(LANGUAGES[lang].locale, { style: "currency", currency: "EUR" }));

/** As the page's locale writes euros: 8,50 € in Slovenian, German, Italian and Croatian, €8.50 in English. */
export function formatPrice(euro: number, lang: Lang): string {
  return priceFormat(lang).format(euro);
}
