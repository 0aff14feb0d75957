import type { Hours, HoursException, HoursNote, Span, YearlyException } from "./hours-schema";
import { addDays, type CivilDate, type Holiday, publicHoliday } from "./public-holidays";
import { RESTAURANT, type Weekday } from "./restaurant";
import { weeklySpan } from "./weekdays";

/** A moment as read on a wall clock in the restaurant's time zone. */
export interface WallClock extends CivilDate {
  weekday: Weekday;
  /** Minutes since local midnight. */
  minutes: number;
}

const wallClockFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: RESTAURANT.timeZone,
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  hourCycle: "h23",
});

/** Europe/Ljubljana wall-clock time of an instant, summer time included (Intl's zone data). */
export function wallClock(epochMs: number): WallClock {
  const parts: Record<string, string> = {};
  for (const part of wallClockFormat.formatToParts(epochMs)) parts[part.type] = part.value;
  const date: CivilDate = { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
  return { ...date, weekday: weekdayOf(date), minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

export function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return hours * 60 + minutes;
}

/** A span whose closing time is before its opening time runs past midnight into the next day. */
function isOvernight(span: Span): boolean {
  return minutesOf(span.closes) < minutesOf(span.opens);
}

export function weekdayOf(date: CivilDate): Weekday {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() as Weekday;
}

/** YYYY-MM-DD, as dates are written in the hours document. */
export function isoDate(date: CivilDate): string {
  return `${String(date.year).padStart(4, "0")}-${String(date.month).padStart(2, "0")}-${String(date.day).padStart(2, "0")}`;
}

/** The restaurant's date (Europe/Ljubljana) of an instant, YYYY-MM-DD. */
export function restaurantDate(epochMs: number): string {
  return isoDate(wallClock(epochMs));
}

/**
 * The exception that decides a date: a dated one before a yearly one; where several cover it,
 * the shortest range (a single day inside a holiday closure), and of equally long ones the
 * one listed last.
 */
export function exceptionOn(hours: Pick<Hours, "exceptions" | "yearly">, date: CivilDate): HoursException | null {
  return (
    shortestCovering(hours.exceptions, isoDate(date)) ??
    shortestCovering([...yearlyOccurrences(hours.yearly, date.year - 1), ...yearlyOccurrences(hours.yearly, date.year)], isoDate(date))
  );
}

function shortestCovering(exceptions: readonly HoursException[], day: string): HoursException | null {
  let chosen: HoursException | null = null;
  for (const exception of exceptions) {
    if (exception.from > day || exception.to < day) continue;
    if (!chosen || rangeDays(exception) <= rangeDays(chosen)) chosen = exception;
  }
  return chosen;
}

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** The yearly exceptions as dated ones starting in `year`; 29 February only in leap years (as an end, 28 February otherwise). */
export function yearlyOccurrences(yearly: readonly YearlyException[], year: number): HoursException[] {
  const occurrences: HoursException[] = [];
  for (const exception of yearly) {
    if (exception.from === "02-29" && !isLeapYear(year)) continue;
    const endYear = exception.to < exception.from ? year + 1 : year;
    const to = exception.to === "02-29" && !isLeapYear(endYear) ? "02-28" : exception.to;
    occurrences.push({
      ...exception,
      from: `${String(year).padStart(4, "0")}-${exception.from}`,
      to: `${String(endYear).padStart(4, "0")}-${to}`,
    });
  }
  return occurrences;
}

function rangeDays({ from, to }: { from: string; to: string }): number {
  return (Date.parse(to) - Date.parse(from)) / 86_400_000;
}

/** What a date's hours are and why: an exception, then a public holiday (if they close the restaurant), then the week. */
interface DayHours {
  span: Span | null;
  /** The public holiday that closes the day. */
  holiday: Holiday | null;
  note: HoursNote | null;
}

export function dayHours(hours: Hours, date: CivilDate): DayHours {
  const exception = exceptionOn(hours, date);
  if (exception) return { span: exception.span, holiday: null, note: exception.note };
  const holiday = hours.closedOnPublicHolidays ? publicHoliday(date) : null;
  if (holiday) return { span: null, holiday, note: null };
  return { span: weeklySpan(hours, weekdayOf(date)), holiday: null, note: null };
}

interface NextOpening {
  /** 0 today, 1 tomorrow, … */
  inDays: number;
  weekday: Weekday;
  /** HH:MM, as in the hours document. */
  opens: string;
}

/** `note` is the note of the day whose hours apply now (an exception's), if it has one. */
export type OpeningStatus =
  | { open: true; closes: string; note: HoursNote | null }
  | { open: false; holiday: Holiday | null; note: HoursNote | null; next: NextOpening | null };

/** Long enough to cross a holiday closure of a few weeks. */
const LOOKAHEAD_DAYS = 31;

/** Open from the opening minute up to, not including, the closing minute. */
export function openingStatus(epochMs: number, hours: Hours): OpeningStatus {
  const now = wallClock(epochMs);
  const yesterday = dayHours(hours, addDays(now, -1));
  if (yesterday.span && isOvernight(yesterday.span) && now.minutes < minutesOf(yesterday.span.closes)) {
    return { open: true, closes: yesterday.span.closes, note: yesterday.note };
  }
  const today = dayHours(hours, now);
  if (today.span && now.minutes >= minutesOf(today.span.opens) && (isOvernight(today.span) || now.minutes < minutesOf(today.span.closes))) {
    return { open: true, closes: today.span.closes, note: today.note };
  }
  let next: NextOpening | null = null;
  for (let inDays = 0; inDays <= LOOKAHEAD_DAYS && !next; inDays++) {
    const date = addDays(now, inDays);
    const { span } = inDays === 0 ? today : dayHours(hours, date);
    if (span && (inDays > 0 || now.minutes < minutesOf(span.opens))) {
      next = { inDays, weekday: weekdayOf(date), opens: span.opens };
    }
  }
  return { open: false, holiday: today.holiday, note: today.note, next };
}
