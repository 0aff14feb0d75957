import { isoDate, wallClock } from "../../shared/restaurant/opening-hours";
import { COLLECTION, documentPathIn, HOURS_DOCUMENT } from "../../worker/data/database-layout";
import { encodeFields } from "../../worker/firestore/values";
import type { Write } from "../../worker/firestore/writes";

/** Set for a process that renders pages (tests/bench/ssr-page.ts): the day is such a lunch day. */
export const LUNCH_ENV = "BENCH_SSR_LUNCH";

/** The restaurant's today, YYYY-MM-DD. */
export const TODAY = isoDate(wallClock(Date.now()));

// Open every day, all day, and lunch served all day: what uses these holds whatever day and hour it runs.
const ALL_DAY = { opens: "00:00", closes: "23:59" };
const WEEK = Object.fromEntries(
  ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((day) => [day, ALL_DAY]),
);

/** Today's offer: two dishes, one with gluten and crustaceans, one with no listed allergens. */
export const LUNCH_OFFER = {
  date: TODAY,
  ...ALL_DAY,
  note: "s solato in juho",
  note_en: "with salad and soup",
  dishes: [
    { name: "Telečja obara", translate: "Veal stew", opis: "", price: 10.9, alergeni: [1, 9], item: null, soldOutUntil: null },
    { name: "Zelenjavna rižota", translate: "Vegetable risotto", opis: "", price: 9.5, alergeni: [], item: null, soldOutUntil: null },
  ],
};

/** The hours of such a day: open all day, every day, holidays too. */
export const LUNCH_HOURS = { weekly: WEEK, closedOnPublicHolidays: false, exceptions: [], yearly: [] };

/** Those hours; with `offer`, today's lunch too. */
export function lunchDayWrites({ offer }: { offer: boolean }): Write[] {
  return [
    { update: { path: HOURS_DOCUMENT, fields: encodeFields(LUNCH_HOURS) } },
    ...(offer ? [{ update: { path: documentPathIn(COLLECTION.daily, TODAY), fields: encodeFields(LUNCH_OFFER) } }] : []),
  ];
}
