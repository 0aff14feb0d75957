import type { Lang } from "../../../shared/i18n/lang";

/**
 * A table of the editor's words in both languages. The Slovenian table sets the keys, and the
 * English one must have each of them and no other, so a word missing in one language fails the
 * typecheck instead of leaving a blank on the owner's page.
 */
export function byLanguage<Words>(words: { sl: Words; en: NoInfer<Words> }): Record<Lang, Words> {
  return words;
}
