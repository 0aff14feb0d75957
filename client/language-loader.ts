import type { i18n as I18n } from "i18next";
import type { Lang } from "../shared/lang";

/** Spec §7: GET /assets/i18n/{lang}.json?cb={build stamp}, loaded once per language. */
export function languageLoader(i18n: I18n, buildStamp: string): (lang: Lang) => Promise<void> {
  return async (lang) => {
    if (i18n.hasResourceBundle(lang, "translation")) return;
    const response = await fetch(`/assets/i18n/${lang}.json?cb=${encodeURIComponent(buildStamp)}`);
    if (!response.ok) throw new Error(`Translations for ${lang} failed to load: HTTP ${response.status}`);
    i18n.addResourceBundle(lang, "translation", await response.json());
  };
}
