import Holidays from "date-holidays";
import { describe, expect, it } from "vitest";
import { openingStatus } from "../../shared/restaurant/opening-hours";
import { MESSAGES } from "../../shared/i18n/messages";
import { LANGS } from "../../shared/i18n/lang";
import { addDays, HOLIDAYS, publicHoliday, type CivilDate } from "../../shared/restaurant/public-holidays";
import { hoursWith, SEED_HOURS } from "../fixtures/hours";

const iso = (date: CivilDate) => `${date.year}-${String(date.month).padStart(2, "0")}-${String(date.day).padStart(2, "0")}`;

/** Every date of a year that is a public holiday. */
function ourHolidays(year: number): string[] {
  const dates: string[] = [];
  for (let date: CivilDate = { year, month: 1, day: 1 }; date.year === year; date = addDays(date, 1)) {
    if (publicHoliday(date)) dates.push(iso(date));
  }
  return dates;
}

/** The work-free public holidays of Slovenia according to date-holidays (a dev-only oracle). */
function oracleHolidays(year: number): string[] {
  const holidays = new Holidays("SI").getHolidays(year);
  return [...new Set(holidays.filter((holiday) => holiday.type === "public").map((holiday) => holiday.date.slice(0, 10)))].sort();
}

describe("Slovenian public holidays against date-holidays", () => {
  for (let year = 2020; year <= 2040; year++) {
    it(`are the same dates in ${year}`, () => {
      expect(ourHolidays(year)).toEqual(oracleHolidays(year));
    });
  }

  it("include Easter Sunday and Whit Sunday, each by its own name", () => {
    expect(publicHoliday({ year: 2026, month: 4, day: 5 })).toBe("easterSunday");
    expect(publicHoliday({ year: 2026, month: 4, day: 6 })).toBe("easterMonday");
    expect(publicHoliday({ year: 2026, month: 5, day: 24 })).toBe("whitSunday");
    expect(publicHoliday({ year: 2026, month: 5, day: 25 })).toBeNull();
  });

  it("are named in every language, each holiday by a name of its own", () => {
    for (const lang of LANGS) {
      const names = HOLIDAYS.map((holiday) => MESSAGES[lang].status.holidays[holiday]);
      expect(names.every((name) => name.trim().length > 0)).toBe(true);
      expect(new Set(names).size).toBe(HOLIDAYS.length);
    }
    expect(HOLIDAYS.map((holiday) => MESSAGES.de.status.holidays[holiday])).toContain("Weihnachten");
  });

  it("close a restaurant that opens on Sundays on Easter Sunday and Whit Sunday", () => {
    const sundays = hoursWith({ weekly: { ...SEED_HOURS.weekly, sunday: { opens: "12:00", closes: "20:00" } } });
    // 12:00 UTC is 14:00 in Ljubljana (summer time); the Sunday before Easter 2026 is an open one.
    expect(openingStatus(Date.parse("2026-03-29T12:00Z"), sundays)).toMatchObject({ open: true });
    expect(openingStatus(Date.parse("2026-04-05T12:00Z"), sundays)).toMatchObject({ open: false, holiday: "easterSunday" });
    expect(openingStatus(Date.parse("2026-05-24T12:00Z"), sundays)).toMatchObject({ open: false, holiday: "whitSunday" });
  });
});
