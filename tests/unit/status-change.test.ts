import { describe, expect, it } from "vitest";
import { nextStatusChange } from "../../shared/restaurant/status-change";
import { hoursWith, SEED_HOURS } from "../fixtures/hours";

/** An instant given as UTC wall time. */
const utc = (iso: string) => Date.parse(`${iso}Z`);

// The seed's week: Monday to Friday 09:30–20:00, Saturday 11:00–19:00, Sunday closed.
describe("when the open-now tile's status next changes", () => {
  const week = hoursWith({});

  it("is the closing time while open", () => {
    // Wednesday 19 November 2025, 12:00 in Ljubljana (UTC+1).
    expect(nextStatusChange(utc("2025-11-19T11:00"), week)).toBe(utc("2025-11-19T19:00"));
  });

  it("is the opening time before the day's opening", () => {
    expect(nextStatusChange(utc("2025-11-19T06:00"), week)).toBe(utc("2025-11-19T08:30"));
  });

  it("is midnight when closed for the night: 'opens tomorrow' becomes 'opens today'", () => {
    expect(nextStatusChange(utc("2025-11-19T20:00"), week)).toBe(utc("2025-11-19T23:00"));
  });

  it("is midnight on Saturday night, when Monday's opening becomes tomorrow's", () => {
    expect(nextStatusChange(utc("2025-11-22T19:00"), week)).toBe(utc("2025-11-22T23:00"));
  });

  it("is right across the change to summer time", () => {
    // Sunday 29 March 2026, 01:00 in Ljubljana (UTC+1); at 02:00 the clocks go to 03:00 (UTC+2),
    // so the coming midnight is 22:00 UTC, not 23:00.
    expect(nextStatusChange(utc("2026-03-29T00:00"), week)).toBe(utc("2026-03-29T22:00"));
  });

  it("follows an exception's hours", () => {
    const shortDay = hoursWith({
      exceptions: [{ from: "2025-11-19", to: "2025-11-19", span: { opens: "09:30", closes: "14:00" }, note: null }],
    });
    expect(nextStatusChange(utc("2025-11-19T11:00"), shortDay)).toBe(utc("2025-11-19T13:00"));
  });

  it("is null when nothing changes within two days", () => {
    const closed = hoursWith({
      weekly: { ...SEED_HOURS.weekly, monday: null, tuesday: null, wednesday: null, thursday: null, friday: null, saturday: null },
    });
    expect(nextStatusChange(utc("2025-11-19T11:00"), closed)).toBeNull();
  });
});
