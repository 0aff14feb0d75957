import type { Weekday } from "./restaurant";

/**
 * The English day names, indexed by Weekday (0 = Sunday, as Date.getDay()): the weekly field
 * names of the hours document, and capitalised, the days of the JSON-LD. Apart from the
 * schema, so that the open-now island's code carries no zod.
 */
export const WEEKDAY_FIELDS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;

/** The schema builds its weekly fields from this list, so the span's type comes from the caller. */
export function weeklySpan<S>(hours: { weekly: Record<(typeof WEEKDAY_FIELDS)[number], S | null> }, weekday: Weekday): S | null {
  return hours.weekly[WEEKDAY_FIELDS[weekday]];
}

/** "Monday": the day as schema.org's DayOfWeek names it. */
export function englishDayName(weekday: Weekday): string {
  const field = WEEKDAY_FIELDS[weekday];
  return `${field.charAt(0).toUpperCase()}${field.slice(1)}`;
}
