import { LANGUAGES, type Lang } from "../i18n/lang";
import { ownerText, type LangText } from "../i18n/lang-text";
import { perLang } from "../i18n/per-lang";
import type { HoursNote, Span } from "./hours-schema";
import type { Weekday } from "./restaurant";

const dayNameFormat = perLang((lang) => new Intl.DateTimeFormat(LANGUAGES[lang].locale, { weekday: "long", timeZone: "UTC" }));
/**
 * Slovenian and Croatian write a short date's month as a number ("čet., 24. 12.", "čet, 24. 12.");
 * Croatian does not abbreviate month names, and Intl's "pro" would read as a word. English,
 * German and Italian name it ("Thu 24 Dec", "Do., 24. Dez.", "gio 24 dic").
 */
const NUMERIC_MONTH: ReadonlySet<Lang> = new Set(["sl", "hr"]);

const dateFormat = perLang(
  (lang) =>
    new Intl.DateTimeFormat(LANGUAGES[lang].locale, {
      weekday: "short",
      day: "numeric",
      month: NUMERIC_MONTH.has(lang) ? "numeric" : "short",
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

/** Two days joined as a range: a dash, but Italian says "dal lunedì al venerdì" (domenica is feminine). */
function rangeLabel(lang: Lang, first: Weekday, last: Weekday): string {
  if (lang !== "it") return `${dayName(lang, first)}–${dayName(lang, last)}`;
  return `${first === 0 ? "dalla" : "dal"} ${dayName(lang, first)} ${last === 0 ? "alla" : "al"} ${dayName(lang, last)}`;
}

/** Consecutive days as a label: "Ponedeljek–petek", "Saturday", "Montag–Freitag", "Dal lunedì al venerdì". */
export function daysLabel(lang: Lang, days: readonly Weekday[], { sentenceStart = true } = {}): string {
  const first = days[0] ?? 1;
  const last = days.at(-1) ?? first;
  const label = first === last ? dayName(lang, first) : rangeLabel(lang, first, last);
  return sentenceStart ? capitalized(label, lang) : label;
}

export function spanLabel(span: Span): string {
  return `${span.opens}–${span.closes}`;
}

/** "čet., 24. 12." / "Thu 24 Dec" / "čet, 24. 12.", and a range of them. */
export function datesLabel(lang: Lang, from: string, to: string): string {
  const format = (iso: string) => dateFormat(lang).format(Date.parse(iso));
  return from === to ? format(from) : `${format(from)} – ${format(to)}`;
}

/** A note as the page shows it: the owner writes it in Slovenian and may in English (lang-text.ts). */
export function noteIn(note: HoursNote, lang: Lang): LangText {
  return ownerText(note.sl, note.en, lang);
}
