import type { Hours, Span } from "./hours-schema";
import type { Weekday } from "./restaurant";

/**
 * The weekly field names of the hours document, indexed by Weekday (0 = Sunday, as
 * Date.getDay()). Apart from the schema, so that the open-now island's code carries no zod.
 */
export const WEEKDAY_FIELDS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;

export function weeklySpan(hours: Pick<Hours, "weekly">, weekday: Weekday): Span | null {
  return hours.weekly[WEEKDAY_FIELDS[weekday]];
}
