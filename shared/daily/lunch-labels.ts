import { LANGUAGES, type Lang } from "../i18n/lang";
import { perLang } from "../i18n/per-lang";

/** Slovenian writes the month as a number ("torek, 1. 12."); the others name it. */
const dayFormat = perLang(
  (lang) =>
    new Intl.DateTimeFormat(LANGUAGES[lang].locale, {
      weekday: "long",
      day: "numeric",
      month: lang === "sl" ? "numeric" : "long",
      timeZone: "UTC",
    }),
);

/** "torek, 1. 12." / "Tuesday 1 December" / "Dienstag, 1. Dezember": the day an offer is for. */
export function lunchDayLabel(lang: Lang, date: string): string {
  return dayFormat(lang).format(Date.parse(date));
}

/**
 * "11.00" in Slovenian, as its orthography writes the time of day; "11:00" elsewhere, as Intl
 * writes it in each of the other locales.
 */
export function clockLabel(lang: Lang, time: string): string {
  return lang === "sl" ? time.replace(":", ".") : time;
}
