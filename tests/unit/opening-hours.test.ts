import { describe, expect, it } from "vitest";
import { openingStatus, wallClock } from "../../shared/restaurant/opening-hours";
import { easterSunday, publicHoliday } from "../../shared/restaurant/public-holidays";
import { SEED_HOURS } from "../fixtures/hours";

/** An instant given as UTC wall time. */
const utc = (iso: string) => Date.parse(`${iso}Z`);

describe("Slovenian public holidays", () => {
  it("computes Easter Sunday", () => {
    expect(easterSunday(2019)).toEqual({ year: 2019, month: 4, day: 21 });
    expect(easterSunday(2024)).toEqual({ year: 2024, month: 3, day: 31 });
    expect(easterSunday(2025)).toEqual({ year: 2025, month: 4, day: 20 });
    expect(easterSunday(2026)).toEqual({ year: 2026, month: 4, day: 5 });
    expect(easterSunday(2038)).toEqual({ year: 2038, month: 4, day: 25 });
  });

  it("knows the fixed holidays and Easter Monday, including across a month boundary", () => {
    for (const [month, day] of [
      [1, 1],
      [1, 2],
      [2, 8],
      [4, 27],
      [5, 1],
      [5, 2],
      [6, 25],
      [8, 15],
      [10, 31],
      [11, 1],
      [12, 25],
      [12, 26],
    ]) {
      expect(publicHoliday({ year: 2025, month: month!, day: day! })).not.toBeNull();
    }
    expect(publicHoliday({ year: 2025, month: 4, day: 21 })).toBe("easterMonday"); // Easter Monday 2025
    expect(publicHoliday({ year: 2024, month: 4, day: 1 })).toBe("easterMonday"); // Easter Monday 2024 (Easter on 31 March)
    expect(publicHoliday({ year: 2025, month: 4, day: 22 })).toBeNull();
    expect(publicHoliday({ year: 2025, month: 12, day: 24 })).toBeNull();
  });
});

describe("wall-clock time in Europe/Ljubljana", () => {
  it("is UTC+1 in winter and UTC+2 in summer, switching at 01:00 UTC", () => {
    expect(wallClock(utc("2025-01-15T12:00"))).toMatchObject({ year: 2025, month: 1, day: 15, weekday: 3, minutes: 13 * 60 });
    expect(wallClock(utc("2025-07-15T12:00"))).toMatchObject({ minutes: 14 * 60 });
    expect(wallClock(utc("2025-03-30T00:59"))).toMatchObject({ day: 30, minutes: 1 * 60 + 59 });
    expect(wallClock(utc("2025-03-30T01:00"))).toMatchObject({ day: 30, minutes: 3 * 60 });
    expect(wallClock(utc("2025-10-26T00:59"))).toMatchObject({ minutes: 2 * 60 + 59 });
    expect(wallClock(utc("2025-10-26T01:00"))).toMatchObject({ minutes: 2 * 60 });
  });

  it("crosses midnight into the local date", () => {
    expect(wallClock(utc("2025-06-13T22:30"))).toMatchObject({ day: 14, weekday: 6, minutes: 30 });
  });
});

describe("open now / closes at / opens next", () => {
  it("is open on a weekday and says when it closes", () => {
    // Wednesday 11 June 2025, 10:00 in Ljubljana (summer time)
    expect(openingStatus(utc("2025-06-11T08:00"), SEED_HOURS)).toEqual({ open: true, closes: "20:00", note: null });
  });

  it("opens at the opening minute; before it, it opens later today", () => {
    expect(openingStatus(utc("2025-06-11T07:29"), SEED_HOURS)).toEqual({
      open: false,
      holiday: null,
      note: null,
      next: { inDays: 0, weekday: 3, opens: "09:30" },
    });
    expect(openingStatus(utc("2025-06-11T07:30"), SEED_HOURS)).toEqual({ open: true, closes: "20:00", note: null });
  });

  it("is open in the last minute and closed at the minute of closing", () => {
    expect(openingStatus(utc("2025-06-11T17:59"), SEED_HOURS)).toEqual({ open: true, closes: "20:00", note: null }); // 19:59
    expect(openingStatus(utc("2025-06-11T18:00"), SEED_HOURS)).toEqual({
      open: false,
      holiday: null,
      note: null,
      next: { inDays: 1, weekday: 4, opens: "09:30" },
    }); // 20:00
  });

  it("keeps Saturday hours and opens on Monday after a Saturday evening", () => {
    expect(openingStatus(utc("2025-06-14T08:59"), SEED_HOURS)).toMatchObject({ open: false, next: { inDays: 0, opens: "11:00" } }); // 10:59
    expect(openingStatus(utc("2025-06-14T16:59"), SEED_HOURS)).toEqual({ open: true, closes: "19:00", note: null }); // 18:59
    expect(openingStatus(utc("2025-06-14T17:00"), SEED_HOURS)).toEqual({
      open: false,
      holiday: null,
      note: null,
      next: { inDays: 2, weekday: 1, opens: "09:30" },
    }); // 19:00
  });

  it("is closed all Sunday and opens on Monday", () => {
    for (const time of ["2025-06-15T08:00", "2025-06-15T12:00", "2025-06-15T17:30"]) {
      expect(openingStatus(utc(time), SEED_HOURS)).toEqual({
        open: false,
        holiday: null,
        note: null,
        next: { inDays: 1, weekday: 1, opens: "09:30" },
      });
    }
  });

  it("is closed on a public holiday that falls on a weekday, and names it", () => {
    // Wednesday 25 June 2025 (dan državnosti), noon
    expect(openingStatus(utc("2025-06-25T10:00"), SEED_HOURS)).toEqual({
      open: false,
      holiday: "statehoodDay",
      note: null,
      next: { inDays: 1, weekday: 4, opens: "09:30" },
    });
    // Easter Monday 21 April 2025
    expect(openingStatus(utc("2025-04-21T10:00"), SEED_HOURS)).toMatchObject({
      open: false,
      holiday: "easterMonday",
      note: null,
      next: { inDays: 1, weekday: 2 },
    });
  });

  it("skips a run of holidays: from Christmas Eve evening to Saturday the 27th", () => {
    // Wednesday 24 December 2025 after closing; 25 and 26 are holidays
    expect(openingStatus(utc("2025-12-24T19:30"), SEED_HOURS)).toEqual({
      open: false,
      holiday: null,
      note: null,
      next: { inDays: 3, weekday: 6, opens: "11:00" },
    });
    // New Year 2026: Thursday 1 and Friday 2 January are holidays
    expect(openingStatus(utc("2026-01-01T10:00"), SEED_HOURS)).toMatchObject({
      open: false,
      holiday: "newYear",
      note: null,
      next: { inDays: 2, weekday: 6, opens: "11:00" },
    });
  });

  it("follows the switch to summer time (last Sunday of March)", () => {
    // Saturday 29 March 2025, winter time: 18:30 open, 19:30 closed until Monday
    expect(openingStatus(utc("2025-03-29T17:30"), SEED_HOURS)).toEqual({ open: true, closes: "19:00", note: null });
    expect(openingStatus(utc("2025-03-29T18:30"), SEED_HOURS)).toEqual({
      open: false,
      holiday: null,
      note: null,
      next: { inDays: 2, weekday: 1, opens: "09:30" },
    });
    // Monday 31 March, summer time: 07:15 UTC is 09:15 (closed), 07:45 UTC is 09:45 (open)
    expect(openingStatus(utc("2025-03-31T07:15"), SEED_HOURS)).toMatchObject({ open: false, next: { inDays: 0, opens: "09:30" } });
    expect(openingStatus(utc("2025-03-31T07:45"), SEED_HOURS)).toEqual({ open: true, closes: "20:00", note: null });
    // 17:59 UTC is 19:59 (open), 18:00 UTC is 20:00 (closed)
    expect(openingStatus(utc("2025-03-31T17:59"), SEED_HOURS)).toMatchObject({ open: true });
    expect(openingStatus(utc("2025-03-31T18:00"), SEED_HOURS)).toMatchObject({ open: false });
  });

  it("follows the switch back to winter time (last Sunday of October)", () => {
    // Friday 24 October 2025, summer time: 17:59 UTC is 19:59
    expect(openingStatus(utc("2025-10-24T17:59"), SEED_HOURS)).toMatchObject({ open: true });
    // Monday 27 October, winter time: 18:59 UTC is 19:59 (open), 19:00 UTC is 20:00 (closed)
    expect(openingStatus(utc("2025-10-27T18:59"), SEED_HOURS)).toMatchObject({ open: true });
    expect(openingStatus(utc("2025-10-27T19:00"), SEED_HOURS)).toMatchObject({ open: false, next: { inDays: 1 } });
  });
});
