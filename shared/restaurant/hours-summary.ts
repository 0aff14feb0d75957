import type { Hours, HoursException, HoursNote, Span } from "./hours-schema";
import { exceptionOn, isoDate, weekdayOf, yearlyOccurrences } from "./opening-hours";
import { addDays, type CivilDate, type Holiday, publicHoliday } from "./public-holidays";
import type { Weekday } from "./restaurant";
import { weeklySpan } from "./weekdays";

/** The week as it is read aloud: from Monday to Sunday. */
const WEEK_FROM_MONDAY: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 0];

/** How far ahead the footer and the JSON-LD list the days that differ from the week. */
const SPECIAL_DAYS_AHEAD = 14;

interface WeeklyRow {
  /** Consecutive days, Monday first. */
  days: Weekday[];
  /** null: closed. */
  span: Span | null;
}

const sameSpan = (a: Span | null, b: Span | null) => a?.opens === b?.opens && a?.closes === b?.closes;

/** The weekly hours with consecutive days of equal hours together ("Monday–Friday 09:30–20:00"). */
export function weeklyRows(hours: Pick<Hours, "weekly">): WeeklyRow[] {
  const rows: WeeklyRow[] = [];
  for (const day of WEEK_FROM_MONDAY) {
    const span = weeklySpan(hours, day);
    const last = rows.at(-1);
    if (last && sameSpan(last.span, span)) last.days.push(day);
    else rows.push({ days: [day], span });
  }
  return rows;
}

/** A date or a range of dates whose hours are not the week's. */
export interface SpecialDay {
  /** YYYY-MM-DD */
  from: string;
  to: string;
  /** null: closed. */
  span: Span | null;
  /** The public holiday that closes the day. */
  holiday: Holiday | null;
  note: HoursNote | null;
}

/** The dated exceptions and this year's and the neighbouring years' yearly ones that a dated one does not override. */
export function exceptionsAround(hours: Hours, today: CivilDate): HoursException[] {
  const yearly = [today.year - 1, today.year, today.year + 1].flatMap((year) => yearlyOccurrences(hours.yearly, year));
  const datedOn = (day: string) => hours.exceptions.some((exception) => exception.from <= day && exception.to >= day);
  return [...hours.exceptions, ...yearly.filter((occurrence) => !datedOn(occurrence.from))];
}

/**
 * The exceptions (dated and yearly) that reach into the `days` days from `today` (each with
 * its whole range) and the public holidays in them that close a day the week would be open, by date.
 */
export function specialDays(hours: Hours, today: CivilDate, days = SPECIAL_DAYS_AHEAD): SpecialDay[] {
  const first = isoDate(today);
  const last = isoDate(addDays(today, days - 1));
  const special: SpecialDay[] = exceptionsAround(hours, today)
    .filter((exception) => exception.from <= last && exception.to >= first)
    .map(({ from, to, span, note }) => ({ from, to, span, holiday: null, note }));
  if (hours.closedOnPublicHolidays) {
    for (let offset = 0; offset < days; offset++) {
      const date = addDays(today, offset);
      const holiday = publicHoliday(date);
      if (holiday && !exceptionOn(hours, date) && weeklySpan(hours, weekdayOf(date))) {
        special.push({ from: isoDate(date), to: isoDate(date), span: null, holiday, note: null });
      }
    }
  }
  return special.sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
}

/** The hours without the exceptions that ended before `today`: what a page needs to carry. */
export function currentHours(hours: Hours, today: CivilDate): Hours {
  const yesterday = isoDate(addDays(today, -1));
  return { ...hours, exceptions: hours.exceptions.filter((exception) => exception.to >= yesterday) };
}
