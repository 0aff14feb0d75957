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
const WORDING: Record<BaseLang, { title: string; closed: string }> = {
  sl: { title: "Spremenjen delovni čas", closed: "zaprto" },
  en: { title: "Changed opening hours", closed: "closed" },
};

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function announcement(exceptions: readonly HoursException[], lang: BaseLang): string {
  const { title, closed } = WORDING[lang];
  const lines = exceptions.map((exception) => {
    const note = exception.note ? ` (${escapeHtml(noteIn(exception.note, lang).text)})` : "";
    return `<li><strong>${datesLabel(lang, exception.from, exception.to)}</strong>: ${exception.span ? spanLabel(exception.span) : closed}${note}</li>`;
  });
  return `<p>${title}:</p><ul>${lines.join("")}</ul>`;
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

/** The notices a page shows on a day: the hours' announcement first, then the active notices scheduled for it. */
export function noticesOnDay(notices: readonly Notice[], hours: Hours, today: CivilDate): Notice[] {
  const announced = announcedHoursNotice(hours, today);
  return [...(announced ? [announced] : []), ...noticesScheduledOn(notices, today)];
}
