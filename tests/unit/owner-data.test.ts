import { describe, expect, it } from "vitest";
import { MenuItemSchema, NoticeSchema } from "../../shared/menu/menu-schema";
import { isSoldOut } from "../../shared/menu/sold-out";
import { announcedHoursNotice, noticesOnDay, noticesScheduledOn } from "../../shared/notices/notices-on-day";
import { HoursSchema } from "../../shared/restaurant/hours-schema";
import { specialDays } from "../../shared/restaurant/hours-summary";
import { openingStatus } from "../../shared/restaurant/opening-hours";
import { hoursWith, SEED_HOURS } from "../fixtures/hours";

const winter = (local: string) => Date.parse(`${local}:00+01:00`);
const summer = (local: string) => Date.parse(`${local}:00+02:00`);

const yearlyHours = (yearly: unknown[], exceptions: unknown[] = []) =>
  HoursSchema.parse({ weekly: { ...SEED_HOURS.weekly }, exceptions, yearly });

describe("yearly exceptions", () => {
  const christmasEve = { from: "12-24", opens: "09:30", closes: "14:00", note: "Božični večer", note_en: "Christmas Eve" };

  it("apply on their day every year: the tile, the footer's list and the JSON-LD read them", () => {
    const hours = yearlyHours([christmasEve]);
    for (const year of [2026, 2027, 2031]) {
      expect(openingStatus(winter(`${year}-12-24T13:30`), hours)).toMatchObject({ open: true, closes: "14:00" });
      expect(openingStatus(winter(`${year}-12-24T14:00`), hours)).toMatchObject({ open: false });
    }
    expect(specialDays(hours, { year: 2027, month: 12, day: 20 })[0]).toEqual({
      from: "2027-12-24",
      to: "2027-12-24",
      span: { opens: "09:30", closes: "14:00" },
      holiday: null,
      note: { sl: "Božični večer", en: "Christmas Eve" },
    });
  });

  it("a range over New Year closes every day in it, also in January", () => {
    const hours = yearlyHours([{ from: "12-30", to: "01-03", closed: true }]);
    expect(openingStatus(winter("2027-01-01T12:00"), hours)).toMatchObject({ open: false });
    expect(openingStatus(winter("2026-12-30T12:00"), hours)).toMatchObject({ open: false, next: { inDays: 5 } });
    expect(specialDays(hours, { year: 2027, month: 1, day: 2 }).filter((day) => !day.holiday)).toMatchObject([
      { from: "2026-12-30", to: "2027-01-03", span: null },
    ]);
  });

  it("give way to a dated exception on the same day", () => {
    const hours = yearlyHours([christmasEve], [{ from: "2026-12-24", closed: true }]);
    expect(openingStatus(winter("2026-12-24T12:00"), hours)).toMatchObject({ open: false });
    expect(openingStatus(winter("2027-12-24T12:00"), hours)).toMatchObject({ open: true });
    expect(specialDays(hours, { year: 2026, month: 12, day: 20 }).filter((day) => day.from === "2026-12-24")).toHaveLength(1);
  });

  it("29 February counts only in leap years; a bad day of the year is rejected", () => {
    const hours = yearlyHours([{ from: "02-29", closed: true }]);
    expect(openingStatus(winter("2028-02-29T12:00"), hours)).toMatchObject({ open: false });
    expect(openingStatus(winter("2027-03-01T12:00"), hours)).toMatchObject({ open: true });
    expect(HoursSchema.safeParse({ weekly: SEED_HOURS.weekly, yearly: [{ from: "02-30", closed: true }] }).success).toBe(false);
    expect(HoursSchema.safeParse({ weekly: SEED_HOURS.weekly, yearly: [{ from: "12-24", opens: "9:30", closes: "14:00" }] }).success).toBe(
      false,
    );
  });
});

describe("the announced hours notice", () => {
  it("lists the announced exceptions of the coming month in both languages, each line led by its dates, not the others", () => {
    const hours = yearlyHours(
      [{ from: "12-24", opens: "09:30", closes: "14:00", note: "Praznični delovni čas", note_en: "Holiday hours", announce: true }],
      [
        { from: "2026-12-31", closed: true, announce: true },
        { from: "2026-12-28", closed: true },
      ],
    );
    const notice = announcedHoursNotice(hours, { year: 2026, month: 12, day: 1 });
    expect(notice).toMatchObject({ id: "urnik", act: true, student: false });
    expect(notice?.msg).toBe(
      "<p><strong>čet., 24. 12.</strong>: odprto 09:30–14:00 (Praznični delovni čas)</p><p><strong>čet., 31. 12.</strong>: zaprto</p>",
    );
    expect(notice?.msg_en).toBe(
      "<p><strong>Thu 24 Dec</strong>: open 09:30–14:00 (Holiday hours)</p><p><strong>Thu 31 Dec</strong>: closed</p>",
    );
    // Once the days have passed, or a month before, there is nothing to announce
    expect(announcedHoursNotice(hours, { year: 2027, month: 1, day: 1 })).toBeNull();
    expect(announcedHoursNotice(hours, { year: 2026, month: 11, day: 1 })).toBeNull();
  });

  it("escapes the owner's note", () => {
    const hours = yearlyHours([{ from: "12-24", closed: true, note: "<img src=x onerror=alert(1)>", announce: true }]);
    expect(announcedHoursNotice(hours, { year: 2026, month: 12, day: 20 })?.msg).toContain("(&lt;img src=x onerror=alert(1)&gt;)");
  });
});

describe("scheduled notices", () => {
  const notice = NoticeSchema.parse({
    id: "poletje",
    act: true,
    student: false,
    msg: "<p>Poletje</p>",
    from: "2026-07-01",
    to: "2026-07-31",
  });

  it("show only inside their window, both ends included, after the announcement", () => {
    expect(noticesScheduledOn([notice], { year: 2026, month: 6, day: 30 })).toEqual([]);
    expect(noticesScheduledOn([notice], { year: 2026, month: 7, day: 1 })).toEqual([notice]);
    expect(noticesScheduledOn([notice], { year: 2026, month: 7, day: 31 })).toEqual([notice]);
    expect(noticesScheduledOn([notice], { year: 2026, month: 8, day: 1 })).toEqual([]);
    const hours = hoursWith({});
    expect(noticesOnDay([notice], hours, { year: 2026, month: 7, day: 10 })).toEqual([notice]);
    const announcing = yearlyHours([{ from: "07-15", closed: true, announce: true }]);
    expect(noticesOnDay([notice], announcing, { year: 2026, month: 7, day: 10 }).map((shown) => shown.id)).toEqual(["urnik", "poletje"]);
  });

  it("reject a window that ends before it begins, or a date that is not one", () => {
    expect(NoticeSchema.safeParse({ ...notice, from: "2026-07-31", to: "2026-07-01" }).success).toBe(false);
    expect(NoticeSchema.safeParse({ ...notice, to: "2026-02-30" }).success).toBe(false);
  });
});

describe("sold out today", () => {
  const item = (soldOutUntil: string | null) => MenuItemSchema.parse({ id: 1, name: "Čevapi", parent: "hrana", price: 8, soldOutUntil });

  it("lasts until midnight in Ljubljana, summer time included, then ends by itself", () => {
    const marked = item("2026-07-10T18:30:00.000Z"); // 20:30 in Ljubljana
    expect(isSoldOut(marked, summer("2026-07-10T23:59"))).toBe(true);
    expect(isSoldOut(marked, summer("2026-07-11T00:00"))).toBe(false);
    const lateUtc = item("2026-12-10T23:30:00Z"); // already 11 December in Ljubljana
    expect(isSoldOut(lateUtc, winter("2026-12-11T20:00"))).toBe(true);
    expect(isSoldOut(item(null), winter("2026-12-11T20:00"))).toBe(false);
  });

  it("takes an ISO timestamp only", () => {
    expect(MenuItemSchema.safeParse({ id: 1, name: "Čevapi", parent: "hrana", price: 8, soldOutUntil: "today" }).success).toBe(false);
  });
});
