import type { Lang } from "../i18n/lang";
import type { HoursNote, Span } from "./hours-schema";
import type { Weekday } from "./restaurant";

export const LOCALES: Record<Lang, string> = { sl: "sl-SI", en: "en-GB" };

const dayNameFormats = {
  sl: new Intl.DateTimeFormat(LOCALES.sl, { weekday: "long", timeZone: "UTC" }),
  en: new Intl.DateTimeFormat(LOCALES.en, { weekday: "long", timeZone: "UTC" }),
};
const dateFormats = {
  sl: new Intl.DateTimeFormat(LOCALES.sl, { weekday: "short", day: "numeric", month: "numeric", timeZone: "UTC" }),
  en: new Intl.DateTimeFormat(LOCALES.en, { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" }),
};

/** 4 January 1970 was a Sunday. */
const SUNDAY_MS = Date.UTC(1970, 0, 4);

/** "ponedeljek", "Monday": Slovenian day names are lower case mid-sentence. */
function dayName(lang: Lang, weekday: Weekday): string {
  return dayNameFormats[lang].format(SUNDAY_MS + weekday * 86_400_000);
}

function capitalized(text: string, lang: Lang): string {
  return text.charAt(0).toLocaleUpperCase(LOCALES[lang]) + text.slice(1);
}

/** Consecutive days as a label: "Ponedeljek–petek", "Saturday". */
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
  const format = (iso: string) => dateFormats[lang].format(Date.parse(iso));
  return from === to ? format(from) : `${format(from)} – ${format(to)}`;
}

/** A note in the page's language, or the Slovenian one marked as such. */
export function noteIn(note: HoursNote, lang: Lang): { text: string; lang: Lang | undefined } {
  return lang === "en" && note.en ? { text: note.en, lang: undefined } : { text: note.sl, lang: lang === "sl" ? undefined : "sl" };
}
