import { LANGS, type Lang } from "../../../shared/i18n/lang";

/**
 * A table of the editor's words in both of its languages (EditorLang). The Slovenian table sets
 * the keys, and the English one must have each of them and no other, so a word missing in one
 * language fails the typecheck instead of leaving a blank on the owner's page. The public site's
 * further languages read the English words, so a shared helper given any page language finds some.
 */
export function byLanguage<Words>(words: { sl: Words; en: NoInfer<Words> }): Record<Lang, Words> {
  return Object.fromEntries(LANGS.map((lang) => [lang, words[lang === "sl" ? "sl" : "en"]])) as Record<Lang, Words>;
}
