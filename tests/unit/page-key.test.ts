import { describe, expect, it } from "vitest";
import { pageById } from "../../shared/site/site-pages";
import { timeVersion, viewSearch } from "../../worker/pages/page-key";
import { hoursWith, SEED_HOURS } from "../fixtures/hours";

/** A Ljubljana wall-clock time in November (UTC+1). */
const at = (day: number, hhmm: string) => new Date(`2026-11-${String(day).padStart(2, "0")}T${hhmm}:00+01:00`);

describe("the page cache key's view", () => {
  it("is the menu view in canonical form, whatever else the query carries", () => {
    const offer = pageById("offer");
    expect(viewSearch(offer, "", false)).toBe("");
    expect(viewSearch(offer, "?utm_source=x&fbclid=1", false)).toBe("");
    expect(viewSearch(offer, "?kategorija=aburgerji&utm=1", false)).toBe("?kategorija=aburgerji");
    expect(viewSearch(offer, "?brez=7&kategorija=pijaca&kategorija=aburgerji&brez=1&brez=7", false)).toBe(
      "?kategorija=aburgerji&kategorija=pijaca&brez=1&brez=7",
    );
    expect(viewSearch(offer, "?kategorija=gsolate", false)).not.toBe(viewSearch(offer, "?kategorija=aburgerji", false));
  });

  it("is empty on pages that do not read the query", () => {
    expect(viewSearch(pageById("location"), "?kategorija=aburgerji&gclid=2", false)).toBe("");
  });
});

describe("the page cache key's time", () => {
  it("stays the same within an opening state and changes when the restaurant opens or closes", () => {
    // Monday 23 November 2026: open 09:30–20:00.
    expect(timeVersion(at(23, "10:00"), SEED_HOURS, null)).toBe(timeVersion(at(23, "19:59"), SEED_HOURS, null));
    expect(timeVersion(at(23, "19:59"), SEED_HOURS, null)).not.toBe(timeVersion(at(23, "20:00"), SEED_HOURS, null));
    expect(timeVersion(at(23, "09:29"), SEED_HOURS, null)).not.toBe(timeVersion(at(23, "09:30"), SEED_HOURS, null));
    // Closed in the evening and closed the next morning read differently ("tomorrow" → "today").
    expect(timeVersion(at(23, "21:00"), SEED_HOURS, null)).toBe(timeVersion(at(23, "23:59"), SEED_HOURS, null));
    expect(timeVersion(at(23, "23:59"), SEED_HOURS, null)).not.toBe(timeVersion(at(24, "00:00"), SEED_HOURS, null));
  });

  it("changes when the hours data change what the page says now, and from one day to the next", () => {
    const closedToday = hoursWith({ exceptions: [{ from: "2026-11-23", to: "2026-11-23", span: null, note: null }] });
    expect(timeVersion(at(23, "10:00"), closedToday, null)).not.toBe(timeVersion(at(23, "10:00"), SEED_HOURS, null));
    // Sunday 22 November, closed all day: still a new version at midnight (the footer's days ahead move on)
    expect(timeVersion(at(21, "23:59"), SEED_HOURS, null)).not.toBe(timeVersion(at(22, "00:00"), SEED_HOURS, null));
  });

  it("takes the year from the restaurant's calendar: the first hour of 1 January is one day, not two years", () => {
    // 00:10 and 00:50 in Ljubljana on New Year's Day are 23:10 and 23:50 UTC on 31 December.
    const newYear = (hhmm: string) => new Date(`2027-01-01T${hhmm}:00+01:00`);
    expect(timeVersion(newYear("00:10"), SEED_HOURS, null)).toBe(timeVersion(newYear("00:50"), SEED_HOURS, null));
    expect(timeVersion(newYear("00:50"), SEED_HOURS, null)).toBe(timeVersion(newYear("01:10"), SEED_HOURS, null));
  });
});
