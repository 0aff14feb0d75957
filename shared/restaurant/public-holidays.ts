/** A calendar date without a time or a zone; month is 1–12. */
export interface CivilDate {
  year: number;
  month: number;
  day: number;
}

/** Work-free public holidays of Slovenia on fixed dates (Zakon o praznikih in dela prostih dnevih), as MM-DD. */
const FIXED_HOLIDAYS: ReadonlySet<string> = new Set([
  "01-01", // novo leto
  "01-02", // novo leto
  "02-08", // Prešernov dan
  "04-27", // dan upora proti okupatorju
  "05-01", // praznik dela
  "05-02", // praznik dela
  "06-25", // dan državnosti
  "08-15", // Marijino vnebovzetje
  "10-31", // dan reformacije
  "11-01", // dan spomina na mrtve
  "12-25", // božič
  "12-26", // dan samostojnosti in enotnosti
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

/** The movable holidays, as days after Easter Sunday: Easter Sunday, Easter Monday and Whit Sunday (binkošti). */
const EASTER_OFFSETS = [0, 1, 49] as const;

/**
 * Whether the restaurant's public-holiday rule closes it on that date: the fixed holidays and
 * the movable ones. The Sundays among them count too, for a restaurant that opens on Sundays.
 */
export function isPublicHoliday(date: CivilDate): boolean {
  const key = `${String(date.month).padStart(2, "0")}-${String(date.day).padStart(2, "0")}`;
  if (FIXED_HOLIDAYS.has(key)) return true;
  const easter = easterSunday(date.year);
  return EASTER_OFFSETS.some((offset) => {
    const holiday = addDays(easter, offset);
    return holiday.month === date.month && holiday.day === date.day;
  });
}
