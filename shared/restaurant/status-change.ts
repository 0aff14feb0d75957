import type { Hours } from "./hours-schema";
import { minutesOf, openingStatus, wallClock } from "./opening-hours";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MINUTES = 24 * 60;

/**
 * The first moment after `renderedAt`, within two days, when the open-now status shown for
 * these hours changes (it opens or closes, or a new day changes "opens tomorrow" to "opens
 * today"), or null if it stays the same that long. It can only change at a minute of the day
 * that some span opens or closes at, or at midnight; each such minute of today and tomorrow is
 * tried an hour either side too, so a change of daylight saving time moves no answer past it.
 */
export function nextStatusChange(renderedAt: number, hours: Hours): number | null {
  const minutes = new Set([0]);
  const spans = [...Object.values(hours.weekly), ...hours.exceptions.map((exception) => exception.span)];
  for (const span of spans) {
    if (span) minutes.add(minutesOf(span.opens)).add(minutesOf(span.closes));
  }
  const now = wallClock(renderedAt).minutes;
  const candidates = new Set<number>();
  for (const day of [0, 1]) {
    for (const minute of minutes) {
      const at = renderedAt + (day * DAY_MINUTES + minute - now) * MINUTE_MS;
      for (const shift of [-HOUR_MS, 0, HOUR_MS]) if (at + shift > renderedAt) candidates.add(at + shift);
    }
  }
  const shown = JSON.stringify(openingStatus(renderedAt, hours));
  for (const at of [...candidates].sort((a, b) => a - b)) {
    if (JSON.stringify(openingStatus(at, hours)) !== shown) return at;
  }
  return null;
}
