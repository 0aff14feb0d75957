import type { Weekday } from "./restaurant";

/**
 * The weekly field names of the hours document, indexed by Weekday (0 = Sunday, as
 * Date.getDay()). Apart from the schema, so that the open-now island's code carries no zod.
 */
export const WEEKDAY_FIELDS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;

/** The schema builds its weekly fields from this list, so the span's type comes from the caller. */
export function weeklySpan<S>(hours: { weekly: Record<(typeof WEEKDAY_FIELDS)[number], S | null> }, weekday: Weekday): S | null {
  return hours.weekly[WEEKDAY_FIELDS[weekday]];
}
