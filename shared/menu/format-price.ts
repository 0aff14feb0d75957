import type { Lang } from "../i18n/lang";

const FORMATS: Record<Lang, Intl.NumberFormat> = {
  sl: new Intl.NumberFormat("sl-SI", { style: "currency", currency: "EUR" }),
  en: new Intl.NumberFormat("en-IE", { style: "currency", currency: "EUR" }),
};

/** 8,50 € in Slovenian, €8.50 in English. */
export function formatPrice(euro: number, lang: Lang): string {
  return FORMATS[lang].format(euro);
}
