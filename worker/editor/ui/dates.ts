import { LANGUAGES, type Lang } from "../../../shared/i18n/lang";
import { perLang } from "../../../shared/i18n/per-lang";
import { datesLabel } from "../../../shared/restaurant/hours-labels";
import { RESTAURANT } from "../../../shared/restaurant/restaurant";
import { EDITOR_WORDS } from "./words";

/** A span of days as the public site writes dates; an open end reads "from …" or "until …". */
export function dayRangeLabel(lang: Lang, from: string | null, to: string | null): string {
  if (from && to) return datesLabel(lang, from, to);
  if (from) return `${EDITOR_WORDS[lang].fromDay} ${datesLabel(lang, from, from)}`;
  if (to) return `${EDITOR_WORDS[lang].untilDay} ${datesLabel(lang, to, to)}`;
  return "";
}

const momentFormat = perLang(
  (lang) => new Intl.DateTimeFormat(LANGUAGES[lang].locale, { dateStyle: "medium", timeStyle: "short", timeZone: RESTAURANT.timeZone }),
);

/** An instant in the restaurant's time: "25. nov. 2026, 14:05". */
export function momentLabel(lang: Lang, iso: string): string {
  return momentFormat(lang).format(Date.parse(iso));
}
