import { LANGUAGES, type Lang } from "../i18n/lang";
import { perLang } from "../i18n/per-lang";
import { wallClock } from "../restaurant/opening-hours";

/** Slovenian writes the month as a number ("22. 11. 2026"); the others name it. */
const dateFormat = perLang(
  (lang) =>
    new Intl.DateTimeFormat(LANGUAGES[lang].locale, {
      day: "numeric",
      month: lang === "sl" ? "numeric" : "long",
      year: "numeric",
      timeZone: "UTC",
    }),
);

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * When an offline copy was fetched, as the notice writes it, on the restaurant's clock (the
 * prices and hours it shows are the restaurant's): "22. 11. 2026" and "18.05" in Slovenian,
 * "22 November 2026" and "18:05" in English, "22. November 2026" and "18:05" in German.
 */
export function copyDate(epochMs: number, lang: Lang): { date: string; time: string } {
  const { year, month, day, minutes } = wallClock(epochMs);
  const [hours, mins] = [Math.floor(minutes / 60), minutes % 60];
  return {
    date: dateFormat(lang).format(Date.UTC(year, month - 1, day)),
    time: lang === "sl" ? `${hours}.${pad(mins)}` : `${pad(hours)}:${pad(mins)}`,
  };
}
