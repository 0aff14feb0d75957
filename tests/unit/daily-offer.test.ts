import { describe, expect, it } from "vitest";
import { DailyOfferSchema } from "../../shared/daily/daily-schema";
import { menuViewSearch } from "../../shared/menu/menu-query";
import {
  ALL_SELECTED,
  allSelected,
  isAllSelected,
  SECTION_KEYS,
  selectionReducer,
  STUDENT_SELECTED,
  withoutLunch,
} from "../../shared/menu/selection";
import { todaysLunch } from "../../shared/daily/todays-lunch";
import { dailyForm, dailyFromForm } from "../../worker/editor/daily/daily-form";
import { hoursWith, SEED_HOURS } from "../fixtures/hours";

const OFFER = DailyOfferSchema.parse({
  date: "2026-12-01",
  dishes: [{ name: "Telečja obara", translate: "Veal stew", price: 10.9, alergeni: [1, 3] }],
});
/** Tuesday 1 December 2026 at a time in Ljubljana (UTC+1). */
const at = (time: string, day = "01") => Date.parse(`2026-12-${day}T${time}:00+01:00`);

describe("today's lunch", () => {
  it("is before its window, serving, then after it until closing time, then gone", () => {
    expect(todaysLunch([OFFER], SEED_HOURS, at("10:59"))?.phase).toBe("before");
    expect(todaysLunch([OFFER], SEED_HOURS, at("11:00"))?.phase).toBe("serving");
    expect(todaysLunch([OFFER], SEED_HOURS, at("14:59"))?.phase).toBe("serving");
    expect(todaysLunch([OFFER], SEED_HOURS, at("15:00"))?.phase).toBe("after");
    expect(todaysLunch([OFFER], SEED_HOURS, at("19:59"))?.phase).toBe("after");
    expect(todaysLunch([OFFER], SEED_HOURS, at("20:00"))).toBeNull();
    expect(todaysLunch([OFFER], SEED_HOURS, at("11:30", "02"))).toBeNull();
  });

  it("is never shown on a day the hours close", () => {
    const closed = hoursWith({ exceptions: [{ from: "2026-12-01", to: "2026-12-01", span: null, note: null }] });
    expect(todaysLunch([OFFER], closed, at("11:30"))).toBeNull();
  });
});

describe("the daily offer's form and its document agree", () => {
  it("an offer read into the form and posted unchanged gives the same document", () => {
    const stored = {
      date: "2026-12-01",
      opens: "11:30",
      closes: "14:30",
      note: "s solato in juho",
      note_en: "with salad and soup",
      dishes: [
        {
          name: "Obara",
          translate: "Stew",
          opis: "z žličniki",
          opis_en: null,
          price: 10.9,
          alergeni: [1, 3],
          item: 12,
          soldOutUntil: null,
        },
        { name: "Rižota", translate: null, opis: "", opis_en: null, price: 10, alergeni: null, item: null, soldOutUntil: null },
      ],
    };
    const outcome = dailyFromForm(dailyForm(stored, "sl"), "2026-12-01", "2026-11-30", "sl", stored, at("09:00"));
    expect(outcome.ok && outcome.data).toEqual(stored);
  });
});

describe("the lunch chip on a day without lunch", () => {
  it("drops the lunch from a view, and a view of nothing but the lunch shows the page's default", () => {
    expect(withoutLunch({ sections: ["malica", "aburgerji"], student: false }, false)).toEqual({ sections: ["aburgerji"], student: false });
    expect(withoutLunch({ sections: ["malica"], student: false }, false)).toEqual(ALL_SELECTED);
    expect(withoutLunch({ sections: ["malica"], student: false }, true)).toEqual(STUDENT_SELECTED);
    expect(withoutLunch(ALL_SELECTED, false)).toBe(ALL_SELECTED);
  });
});

describe("the lunch chip on a day with lunch", () => {
  it("is part of 'all offer': adding the last missing section, lunch or not, presses 'all offer' again", () => {
    const allButLunch = { sections: SECTION_KEYS, student: false };
    expect(isAllSelected(allButLunch, true)).toBe(false);
    expect(isAllSelected(allButLunch, false)).toBe(true);
    const onlyLunch = selectionReducer(allSelected(true), { type: "section", section: "malica" }, true);
    expect(onlyLunch).toEqual({ sections: ["malica"], student: false });
    expect(selectionReducer(onlyLunch, { type: "section", section: "malica" }, true)).toBe(onlyLunch);
    expect(isAllSelected(selectionReducer(allButLunch, { type: "section", section: "malica" }, true), true)).toBe(true);
    expect(menuViewSearch({ selection: onlyLunch, excluded: [] }, true)).toBe("?kategorija=malica");
    expect(menuViewSearch({ selection: allSelected(true), excluded: [] }, true)).toBe("");
  });
});
