import type { Lang } from "../i18n/lang";
import { LOCALES } from "../restaurant/hours-labels";

const DAY_FORMATS: Record<Lang, Intl.DateTimeFormat> = {
  sl: new Intl.DateTimeFormat(LOCALES.sl, { weekday: "long", day: "numeric", month: "numeric", timeZone: "UTC" }),
  en: new Intl.DateTimeFormat(LOCALES.en, { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" }),
};

/** "torek, 1. 12." / "Tuesday 1 December": the day an offer is for. */
export function lunchDayLabel(lang: Lang, date: string): string {
  return DAY_FORMATS[lang].format(Date.parse(date));
}

/** "11.00" in Slovenian, "11:00" in English, as each writes the time of day. */
export function clockLabel(lang: Lang, time: string): string {
  return lang === "sl" ? time.replace(":", ".") : time;
}
