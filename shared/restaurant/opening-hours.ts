import { OPENING_HOURS, RESTAURANT, type OpeningSpan, type Weekday } from "./restaurant";
import { addDays, isPublicHoliday, type CivilDate } from "./public-holidays";

/** A moment as read on a wall clock in the restaurant's time zone. */
export interface WallClock extends CivilDate {
  weekday: Weekday;
  /** Minutes since local midnight. */
  minutes: number;
}

const WEEKDAYS: Record<string, Weekday> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

const wallClockFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: RESTAURANT.timeZone,
  year: "numeric",
  month: "numeric",
  day: "numeric",
  weekday: "short",
  hour: "numeric",
  minute: "numeric",
  hourCycle: "h23",
});

/** Europe/Ljubljana wall-clock time of an instant, summer time included (Intl's zone data). */
export function wallClock(epochMs: number): WallClock {
  const parts: Record<string, string> = {};
  for (const part of wallClockFormat.formatToParts(epochMs)) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    weekday: WEEKDAYS[parts.weekday ?? ""] ?? 0,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return hours * 60 + minutes;
}

function weekdayOf(date: CivilDate): Weekday {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() as Weekday;
}

/** The opening span of a date, or null on Sundays and public holidays. */
function spanOn(date: CivilDate): OpeningSpan | null {
  if (isPublicHoliday(date)) return null;
  const weekday = weekdayOf(date);
  return OPENING_HOURS.find((span) => span.days.includes(weekday)) ?? null;
}

interface NextOpening {
  /** 0 today, 1 tomorrow, … */
  inDays: number;
  weekday: Weekday;
  /** HH:MM, as in OPENING_HOURS. */
  opens: string;
}

export type OpeningStatus =
  | { open: true; closes: string }
  | { open: false; holiday: boolean; next: NextOpening | null };

/** Long enough to cross any run of holidays and Sundays. */
const LOOKAHEAD_DAYS = 14;

/** Open from the opening minute up to, not including, the closing minute. */
export function openingStatus(epochMs: number): OpeningStatus {
  const now = wallClock(epochMs);
  const today = spanOn(now);
  if (today && now.minutes >= minutesOf(today.opens) && now.minutes < minutesOf(today.closes)) {
    return { open: true, closes: today.closes };
  }
  let next: NextOpening | null = null;
  for (let inDays = 0; inDays <= LOOKAHEAD_DAYS && !next; inDays++) {
    const date = addDays(now, inDays);
    const span = spanOn(date);
    if (span && (inDays > 0 || now.minutes < minutesOf(span.opens))) {
      next = { inDays, weekday: weekdayOf(date), opens: span.opens };
    }
  }
  return { open: false, holiday: isPublicHoliday(now), next };
}
