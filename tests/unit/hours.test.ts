import { describe, expect, it, vi } from "vitest";
import { HoursSchema, type Hours } from "../../shared/restaurant/hours-schema";
import { currentHours, specialDays, weeklyRows } from "../../shared/restaurant/hours-summary";
import { openingStatus } from "../../shared/restaurant/opening-hours";
import { hoursFromDocuments, NoValidDocumentsError } from "../../worker/data/menu-documents";
import { type EncodableValue, encodeFields } from "../../worker/firestore/values";
import { hoursWith, SEED_HOURS } from "../fixtures/hours";

/** An instant given as Ljubljana wall time in winter (UTC+1). */
const winter = (local: string) => Date.parse(`${local}:00+01:00`);
/** An instant given as Ljubljana wall time in summer (UTC+2). */
const summer = (local: string) => Date.parse(`${local}:00+02:00`);

const HOLIDAY_NOTE = { sl: "Praznični delovni čas", en: "Holiday hours" };
const week = SEED_HOURS.weekly;

describe("the hours document", () => {
  it("holds the spec's week, closes on public holidays and carries the seed notice's holiday days", () => {
    expect(week.monday).toEqual({ opens: "09:30", closes: "20:00" });
    expect(week.friday).toEqual({ opens: "09:30", closes: "20:00" });
    expect(week.saturday).toEqual({ opens: "11:00", closes: "19:00" });
    expect(week.sunday).toBeNull();
    expect(SEED_HOURS.closedOnPublicHolidays).toBe(true);
    expect(SEED_HOURS.exceptions).toEqual([
      { from: "2026-12-24", to: "2026-12-24", span: { opens: "09:30", closes: "14:00" }, note: HOLIDAY_NOTE },
      { from: "2026-12-31", to: "2026-12-31", span: { opens: "09:30", closes: "15:00" }, note: HOLIDAY_NOTE },
    ]);
  });

  it("defaults to closing on public holidays, with no exceptions", () => {
    const parsed = HoursSchema.parse({ weekly: { ...week } });
    expect(parsed.closedOnPublicHolidays).toBe(true);
    expect(parsed.exceptions).toEqual([]);
  });

  it("rejects what a typo makes of it", () => {
    const invalid: unknown[] = [
      { weekly: { ...week, monday: { opens: "9:30", closes: "20:00" } } },
      { weekly: { ...week, monday: { opens: "09:30", closes: "24:00" } } },
      { weekly: { ...week, monday: { opens: "09:30", closes: "09:30" } } },
      { weekly: { ...week, munday: null } },
      { weekly: { ...week, sunday: undefined } },
      { weekly: week, exceptions: [{ from: "2026-02-30", closed: true }] },
      { weekly: week, exceptions: [{ from: "2026-12-24", to: "2026-12-20", closed: true }] },
      { weekly: week, exceptions: [{ from: "2026-12-24", closed: true, opens: "09:30", closes: "14:00" }] },
      { weekly: week, exceptions: [{ from: "2026-12-24", opens: "09:30" }] },
      { weekly: week, exceptions: [{ from: "2026-12-24" }] },
      { weekly: week, exceptions: [{ from: "2026-12-24", closed: true, note_en: "Closed" }] },
      { weekly: week, exceptions: [{ from: "24. 12. 2026", closed: true }] },
    ];
    for (const value of invalid) expect(HoursSchema.safeParse(value).success, JSON.stringify(value)).toBe(false);
  });

  it("is read from urnik/odpiralni-cas; a missing or invalid document is a failed read, logged", () => {
    const log = vi.fn();
    const named = (path: string, data: Record<string, EncodableValue>) => ({
      name: `projects/demo/databases/(default)/documents/${path}`,
      fields: encodeFields(data),
    });
    expect(() => hoursFromDocuments([], log)).toThrow(NoValidDocumentsError);
    expect(() => hoursFromDocuments([named("urnik/odpiralni-cas", { weekly: "vedno" })], log)).toThrow(NoValidDocumentsError);
    expect(log).toHaveBeenCalledWith("urnik/odpiralni-cas", expect.stringContaining("weekly"));
    const hours = hoursFromDocuments([named("urnik/odpiralni-cas", { weekly: { ...week } }), named("urnik/osnutek", { weekly: {} })], log);
    expect(hours.weekly).toEqual(week);
    expect(log).toHaveBeenCalledWith(expect.stringContaining("urnik/osnutek"), expect.stringContaining("not read"));
  });
});

describe("exception days", () => {
  it("a day of different hours: open until its own closing time, with its note, then closed over the holidays", () => {
    // Thursday 24 December 2026
    expect(openingStatus(winter("2026-12-24T13:59"), SEED_HOURS)).toEqual({ open: true, closes: "14:00", note: HOLIDAY_NOTE });
    // 25 (Friday) and 26 (Saturday) are public holidays, 27 a Sunday: next Monday
    expect(openingStatus(winter("2026-12-24T14:00"), SEED_HOURS)).toEqual({
      open: false,
      holiday: null,
      note: HOLIDAY_NOTE,
      next: { inDays: 4, weekday: 1, opens: "09:30" },
    });
    expect(openingStatus(winter("2026-12-31T14:30"), SEED_HOURS)).toMatchObject({ open: true, closes: "15:00" });
    expect(openingStatus(winter("2026-12-31T15:00"), SEED_HOURS)).toMatchObject({ open: false });
  });

  it("a closed day reads as closed all day, with its note, and the day after opens as usual", () => {
    const note = { sl: "Inventura", en: "Stocktaking" };
    const hours = hoursWith({ exceptions: [{ from: "2026-11-25", to: "2026-11-25", span: null, note }] });
    for (const time of ["09:30", "12:00", "19:59"]) {
      expect(openingStatus(winter(`2026-11-25T${time}`), hours)).toEqual({
        open: false,
        holiday: null,
        note,
        next: { inDays: 1, weekday: 4, opens: "09:30" },
      });
    }
    // The evening before, it opens the day after the closed one
    expect(openingStatus(winter("2026-11-24T21:00"), hours)).toMatchObject({ open: false, next: { inDays: 2, weekday: 4 } });
  });

  it("a range closes every day in it; a single day inside it wins, wherever it is listed", () => {
    const hours = hoursWith({
      exceptions: [
        { from: "2026-08-07", to: "2026-08-07", span: { opens: "12:00", closes: "16:00" }, note: null },
        { from: "2026-08-03", to: "2026-08-16", span: null, note: { sl: "Letni dopust", en: null } },
      ],
    });
    expect(openingStatus(summer("2026-08-03T10:00"), hours)).toEqual({
      open: false,
      holiday: null,
      note: { sl: "Letni dopust", en: null },
      next: { inDays: 4, weekday: 5, opens: "12:00" },
    });
    expect(openingStatus(summer("2026-08-07T13:00"), hours)).toEqual({ open: true, closes: "16:00", note: null });
    // After the day inside: closed until Monday 17 August
    expect(openingStatus(summer("2026-08-07T16:00"), hours)).toMatchObject({
      open: false,
      next: { inDays: 10, weekday: 1, opens: "09:30" },
    });
    expect(openingStatus(summer("2026-08-17T10:00"), hours)).toMatchObject({ open: true, closes: "20:00" });
  });

  it("of two equally long exceptions, the one listed last decides", () => {
    const day = (opens: string) => ({ from: "2026-11-25", to: "2026-11-25", span: { opens, closes: "18:00" }, note: null });
    expect(openingStatus(winter("2026-11-25T10:30"), hoursWith({ exceptions: [day("12:00"), day("10:00")] }))).toMatchObject({
      open: true,
    });
    expect(openingStatus(winter("2026-11-25T10:30"), hoursWith({ exceptions: [day("10:00"), day("12:00")] }))).toMatchObject({
      open: false,
    });
  });
});

describe("hours past midnight", () => {
  const late: Hours = hoursWith({
    weekly: { ...week, friday: { opens: "18:00", closes: "02:00" }, saturday: { opens: "11:00", closes: "00:00" } },
  });

  it("stays open after midnight into the next day, until the closing minute", () => {
    // Friday 27 November 2026, 23:30, and Saturday 28 at 01:59
    expect(openingStatus(winter("2026-11-27T23:30"), late)).toEqual({ open: true, closes: "02:00", note: null });
    expect(openingStatus(winter("2026-11-28T01:59"), late)).toEqual({ open: true, closes: "02:00", note: null });
    expect(openingStatus(winter("2026-11-28T02:00"), late)).toEqual({
      open: false,
      holiday: null,
      note: null,
      next: { inDays: 0, weekday: 6, opens: "11:00" },
    });
  });

  it("closes at midnight when the closing time is 00:00", () => {
    expect(openingStatus(winter("2026-11-28T23:59"), late)).toEqual({ open: true, closes: "00:00", note: null });
    expect(openingStatus(winter("2026-11-29T00:00"), late)).toMatchObject({ open: false, next: { inDays: 1, weekday: 1 } });
  });

  it("an exception closing the next day ends the night before's hours only at their closing time", () => {
    const hours = hoursWith({ weekly: late.weekly, exceptions: [{ from: "2026-11-28", to: "2026-11-28", span: null, note: null }] });
    expect(openingStatus(winter("2026-11-28T01:00"), hours)).toMatchObject({ open: true, closes: "02:00" });
    expect(openingStatus(winter("2026-11-28T03:00"), hours)).toMatchObject({ open: false, next: { inDays: 2, weekday: 1 } });
  });
});

describe("public holidays", () => {
  it("close the restaurant by default, and not when the owner says so", () => {
    // Thursday 25 June 2026, dan državnosti
    expect(openingStatus(summer("2026-06-25T12:00"), SEED_HOURS)).toMatchObject({ open: false, holiday: "statehoodDay" });
    expect(openingStatus(summer("2026-06-25T12:00"), hoursWith({ closedOnPublicHolidays: false }))).toEqual({
      open: true,
      closes: "20:00",
      note: null,
    });
  });

  it("give way to an exception that opens on the day", () => {
    const hours = hoursWith({
      exceptions: [{ from: "2026-06-25", to: "2026-06-25", span: { opens: "11:00", closes: "15:00" }, note: null }],
    });
    expect(openingStatus(summer("2026-06-25T12:00"), hours)).toEqual({ open: true, closes: "15:00", note: null });
  });
});

describe("what the footer and the JSON-LD list", () => {
  it("the week, consecutive days of equal hours together, Monday first", () => {
    expect(weeklyRows(SEED_HOURS)).toEqual([
      { days: [1, 2, 3, 4, 5], span: { opens: "09:30", closes: "20:00" } },
      { days: [6], span: { opens: "11:00", closes: "19:00" } },
      { days: [0], span: null },
    ]);
  });

  it("the exceptions and the closing public holidays of the next two weeks, by date", () => {
    expect(specialDays(SEED_HOURS, { year: 2026, month: 12, day: 20 })).toEqual([
      { from: "2026-12-24", to: "2026-12-24", span: { opens: "09:30", closes: "14:00" }, holiday: null, note: HOLIDAY_NOTE },
      { from: "2026-12-25", to: "2026-12-25", span: null, holiday: "christmas", note: null },
      { from: "2026-12-26", to: "2026-12-26", span: null, holiday: "independenceDay", note: null },
      { from: "2026-12-31", to: "2026-12-31", span: { opens: "09:30", closes: "15:00" }, holiday: null, note: HOLIDAY_NOTE },
      { from: "2027-01-01", to: "2027-01-01", span: null, holiday: "newYear", note: null },
      { from: "2027-01-02", to: "2027-01-02", span: null, holiday: "newYear", note: null },
    ]);
    // Not a public holiday on a Sunday (closed anyway), nor one the owner keeps open
    expect(specialDays(SEED_HOURS, { year: 2026, month: 11, day: 1 })).toEqual([]);
    expect(specialDays(hoursWith({ closedOnPublicHolidays: false }), { year: 2026, month: 12, day: 20 })).toEqual([]);
  });

  it("a range that began before today, whole", () => {
    const range = { from: "2026-08-03", to: "2026-08-16", span: null, note: null };
    expect(specialDays(hoursWith({ exceptions: [range] }), { year: 2026, month: 8, day: 10 })).toEqual([{ ...range, holiday: null }]);
  });

  it("a page carries only the exceptions that have not ended", () => {
    expect(currentHours(SEED_HOURS, { year: 2026, month: 12, day: 28 }).exceptions.map((exception) => exception.from)).toEqual([
      "2026-12-31",
    ]);
  });
});
