import type { Hours } from "../restaurant/hours-schema";
import { dayHours, isoDate, minutesOf, wallClock } from "../restaurant/opening-hours";
import type { DailyOffer } from "./daily-schema";

/** Where the restaurant's day is in the offer's window: before it, serving, or after it until closing time. */
export type LunchPhase = "before" | "serving" | "after";

export interface TodaysLunch {
  offer: DailyOffer;
  phase: LunchPhase;
}

/**
 * The offer of the restaurant's day of `now`, if the restaurant is open that day, and where the
 * day is in its window. After the restaurant closes, and on a day the hours say is closed, there
 * is none: a page never shows yesterday's lunch, nor an empty box.
 */
export function todaysLunch(offers: readonly DailyOffer[], hours: Hours, now: number): TodaysLunch | null {
  const clock = wallClock(now);
  const offer = offers.find((candidate) => candidate.date === isoDate(clock));
  const span = dayHours(hours, clock).span;
  if (!offer || !span) return null;
  const closing = minutesOf(span.closes) <= minutesOf(span.opens) ? 24 * 60 : minutesOf(span.closes);
  if (clock.minutes < minutesOf(offer.opens)) return { offer, phase: "before" };
  if (clock.minutes < minutesOf(offer.closes)) return { offer, phase: "serving" };
  return clock.minutes < Math.max(closing, minutesOf(offer.closes)) ? { offer, phase: "after" } : null;
}

/** Whether the hours close the restaurant on an offer's day: such an offer is kept but never published. */
export function closedOn(hours: Hours, date: string): boolean {
  const [year = 0, month = 0, day = 0] = date.split("-").map(Number);
  return dayHours(hours, { year, month, day }).span === null;
}
