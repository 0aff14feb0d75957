import type { Lang } from "../i18n/lang";
import { wallClock } from "../restaurant/opening-hours";

const EN_MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * When an offline copy was fetched, as the notice writes it, on the restaurant's clock (the
 * prices and hours it shows are the restaurant's): "22. 11. 2026" and "18.05" in Slovenian,
 * "22 November 2026" and "18:05" in English.
 */
export function copyDate(epochMs: number, lang: Lang): { date: string; time: string } {
  const { year, month, day, minutes } = wallClock(epochMs);
  const [hours, mins] = [Math.floor(minutes / 60), minutes % 60];
  return lang === "sl"
    ? { date: `${day}. ${month}. ${year}`, time: `${hours}.${pad(mins)}` }
    : { date: `${day} ${EN_MONTHS[month - 1]} ${year}`, time: `${pad(hours)}:${pad(mins)}` };
}
