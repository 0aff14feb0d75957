/** A calendar date without a time or a zone; month is 1–12. */
export interface CivilDate {
  year: number;
  month: number;
  day: number;
}

/** Slovenia's work-free public holidays (Zakon o praznikih in dela prostih dnevih); each locale names them under `holidays`. */
export const HOLIDAYS = [
  "newYear",
  "preserenDay",
  "easterSunday",
  "easterMonday",
  "uprisingDay",
  "labourDay",
  "whitSunday",
  "statehoodDay",
  "assumption",
  "reformationDay",
  "remembranceDay",
  "christmas",
  "independenceDay",
] as const;

export type Holiday = (typeof HOLIDAYS)[number];

/** The holidays on fixed dates, by MM-DD. */
const FIXED_HOLIDAYS: ReadonlyMap<string, Holiday> = new Map([
  ["01-01", "newYear"],
  ["01-02", "newYear"],
  ["02-08", "preserenDay"],
  ["04-27", "uprisingDay"],
  ["05-01", "labourDay"],
  ["05-02", "labourDay"],
  ["06-25", "statehoodDay"],
  ["08-15", "assumption"],
  ["10-31", "reformationDay"],
  ["11-01", "remembranceDay"],
  ["12-25", "christmas"],
  ["12-26", "independenceDay"],
]);

/** Gregorian Easter Sunday (the anonymous "Meeus/Jones/Butcher" algorithm). */
export function easterSunday(year: number): CivilDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { year, month, day };
}

/** The date `days` later (or earlier), calendar arithmetic only. */
export function addDays(date: CivilDate, days: number): CivilDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/** The movable holidays, by days after Easter Sunday. */
const EASTER_OFFSETS: readonly (readonly [number, Holiday])[] = [
  [0, "easterSunday"],
  [1, "easterMonday"],
  [49, "whitSunday"],
];

/**
 * The public holiday on that date, fixed or movable, or null. The Sundays among them count too,
 * for a restaurant that opens on Sundays.
 */
export function publicHoliday(date: CivilDate): Holiday | null {
  const fixed = FIXED_HOLIDAYS.get(`${String(date.month).padStart(2, "0")}-${String(date.day).padStart(2, "0")}`);
  if (fixed) return fixed;
  const easter = easterSunday(date.year);
  const movable = EASTER_OFFSETS.find(([offset]) => {
    const holiday = addDays(easter, offset);
    return holiday.month === date.month && holiday.day === date.day;
  });
  return movable?.[1] ?? null;
}
