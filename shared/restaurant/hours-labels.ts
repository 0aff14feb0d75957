import { LANGUAGES, type Lang } from "../i18n/lang";
import { ownerText, type LangText } from "../i18n/lang-text";
import { perLang } from "../i18n/per-lang";
import type { HoursNote, Span } from "./hours-schema";
import type { Weekday } from "./restaurant";

const dayNameFormat = perLang((lang) => new Intl.DateTimeFormat(LANGUAGES[lang].locale, { weekday: "long", timeZone: "UTC" }));
/** Slovenian writes a date's month as a number ("čet., 24. 12."); the others name it ("Thu 24 Dec", "Do., 24. Dez."). */
const dateFormat = perLang(
  (lang) =>
    new Intl.DateTimeFormat(LANGUAGES[lang].locale, {
      weekday: "short",
      day: "numeric",
      month: lang === "sl" ? "numeric" : "short",
      timeZone: "UTC",
    }),
);

/** 4 January 1970 was a Sunday. */
const SUNDAY_MS = Date.UTC(1970, 0, 4);

/** "ponedeljek", "Monday": Slovenian day names are lower case mid-sentence. */
function dayName(lang: Lang, weekday: Weekday): string {
  return dayNameFormat(lang).format(SUNDAY_MS + weekday * 86_400_000);
}

function capitalized(text: string, lang: Lang): string {
  return text.charAt(0).toLocaleUpperCase(LANGUAGES[lang].locale) + text.slice(1);
}

/** Consecutive days as a label: "Ponedeljek–petek", "Saturday", "Montag–Freitag". */
export function daysLabel(lang: Lang, days: readonly Weekday[], { sentenceStart = true } = {}): string {
  const first = days[0] ?? 1;
  const last = days.at(-1) ?? first;
  const label = first === last ? dayName(lang, first) : `${dayName(lang, first)}–${dayName(lang, last)}`;
  return sentenceStart ? capitalized(label, lang) : label;
}

export function spanLabel(span: Span): string {
  return `${span.opens}–${span.closes}`;
}

/** "čet., 24. 12." / "Thu 24 Dec", and a range of them. */
export function datesLabel(lang: Lang, from: string, to: string): string {
  const format = (iso: string) => dateFormat(lang).format(Date.parse(iso));
  return from === to ? format(from) : `${format(from)} – ${format(to)}`;
}

/** A note as the page shows it: the owner writes it in Slovenian and may in English (lang-text.ts). */
export function noteIn(note: HoursNote, lang: Lang): LangText {
  return ownerText(note.sl, note.en, lang);
}
