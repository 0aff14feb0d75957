import type { BaseLang } from "../i18n/lang";
import type { Notice } from "../menu/menu-schema";
import type { Hours, HoursException } from "../restaurant/hours-schema";
import { datesLabel, noteIn, spanLabel } from "../restaurant/hours-labels";
import { exceptionsAround } from "../restaurant/hours-summary";
import { isoDate } from "../restaurant/opening-hours";
import { addDays, type CivilDate } from "../restaurant/public-holidays";

/** How far ahead an announced exception is on the site. */
const ANNOUNCE_DAYS_AHEAD = 31;

/** The document id the generated notice stands under (the hours' collection). */
const ANNOUNCED_HOURS_NOTICE_ID = "urnik";

/** A notice has a Slovenian and an English message (msg, msg_en); other pages show the English. */
const WORDING: Record<BaseLang, { open: string; closed: string }> = {
  sl: { open: "odprto", closed: "zaprto" },
  en: { open: "open", closed: "closed" },
};

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * A line per exception, each beginning with its dates: a phone folds the notice to its first
 * line, which must say which day changes before it says how.
 */
function announcement(exceptions: readonly HoursException[], lang: BaseLang): string {
  const { open, closed } = WORDING[lang];
  return exceptions
    .map((exception) => {
      const note = exception.note ? ` (${escapeHtml(noteIn(exception.note, lang).text)})` : "";
      const hours = exception.span ? `${open} ${spanLabel(exception.span)}` : closed;
      return `<p><strong>${datesLabel(lang, exception.from, exception.to)}</strong>: ${hours}${note}</p>`;
    })
    .join("");
}

/**
 * A guest notice in both languages listing the exceptions marked `announce` that have not
 * ended and begin within a month: the owner enters holiday hours once, in the hours.
 */
export function announcedHoursNotice(hours: Hours, today: CivilDate): Notice | null {
  const first = isoDate(today);
  const last = isoDate(addDays(today, ANNOUNCE_DAYS_AHEAD - 1));
  const announced = exceptionsAround(hours, today)
    .filter((exception) => exception.announce && exception.to >= first && exception.from <= last)
    .sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
  if (announced.length === 0) return null;
  return {
    id: ANNOUNCED_HOURS_NOTICE_ID,
    act: true,
    student: false,
    msg: announcement(announced, "sl"),
    msg_en: announcement(announced, "en"),
  };
}

/** The notices whose schedule includes the day (both bounds inclusive): what pages and the API show of the stored ones. */
export function noticesScheduledOn(notices: readonly Notice[], today: CivilDate): Notice[] {
  const day = isoDate(today);
  return notices.filter((notice) => (!notice.from || notice.from <= day) && (!notice.to || notice.to >= day));
}

/** The notices a page shows on a day: the hours' announcement first, then the notices the public view shows that day (`scheduled`). */
export function noticesOnDay(scheduled: readonly Notice[], hours: Hours, today: CivilDate): Notice[] {
  const announced = announcedHoursNotice(hours, today);
  return [...(announced ? [announced] : []), ...scheduled];
}
