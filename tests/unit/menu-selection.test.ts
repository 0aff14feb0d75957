import { describe, expect, it } from "vitest";
import {
  ALL_SELECTED,
  SECTION_KEYS,
  STUDENT_SELECTED,
  initialSelection,
  isAllSelected,
  selectionReducer,
  type Selection,
} from "../../shared/menu/selection";

const only = (...sections: Selection["sections"]): Selection => ({ sections, student: false });

describe("the category selection (docs/menu.md)", () => {
  it("starts with everything selected on ponudba and meni, with the student menu on studentski-boni", () => {
    expect(initialSelection(false)).toEqual(ALL_SELECTED);
    expect(isAllSelected(initialSelection(false))).toBe(true);
    expect(initialSelection(true)).toEqual({ sections: [], student: true });
  });

  it("lists the eight food categories in the spec's order, then drinks", () => {
    expect(SECTION_KEYS).toEqual([
      "aburgerji",
      "bdomaceJedi",
      "cjediNaZaru",
      "dmehiskeJedi",
      "etestenine",
      "fzrezki",
      "gsolate",
      "hpalačinke",
      "pijaca",
    ]);
  });

  it("all selected + a category → only that category", () => {
    expect(selectionReducer(ALL_SELECTED, { type: "section", section: "cjediNaZaru" })).toEqual(only("cjediNaZaru"));
  });

  it("all selected + drinks → only drinks", () => {
    expect(selectionReducer(ALL_SELECTED, { type: "section", section: "pijaca" })).toEqual(only("pijaca"));
  });

  it("some selected + an unselected category → added, in display order", () => {
    expect(selectionReducer(only("fzrezki"), { type: "section", section: "aburgerji" })).toEqual(only("aburgerji", "fzrezki"));
  });

  it("some selected + a selected category → removed", () => {
    expect(selectionReducer(only("aburgerji", "fzrezki"), { type: "section", section: "fzrezki" })).toEqual(only("aburgerji"));
  });

  it("the last selected category cannot be deselected", () => {
    const state = only("gsolate");
    expect(selectionReducer(state, { type: "section", section: "gsolate" })).toBe(state);
  });

  it("adding the last missing section selects all again", () => {
    const missingOne = only(...SECTION_KEYS.filter((key) => key !== "etestenine"));
    const next = selectionReducer(missingOne, { type: "section", section: "etestenine" });
    expect(next.sections).toEqual(SECTION_KEYS);
    expect(isAllSelected(next)).toBe(true);
  });

  it("'all offer' selects all, from some, from all and from the student menu", () => {
    for (const state of [only("aburgerji"), ALL_SELECTED, STUDENT_SELECTED]) {
      expect(selectionReducer(state, { type: "all" })).toEqual(ALL_SELECTED);
    }
  });

  it("the student toggle turns on with every category off, from all and from some", () => {
    expect(selectionReducer(ALL_SELECTED, { type: "student" })).toEqual({ sections: [], student: true });
    expect(selectionReducer(only("aburgerji", "pijaca"), { type: "student" })).toEqual({ sections: [], student: true });
  });

  it("pressing the student toggle while it is on keeps the student menu", () => {
    expect(selectionReducer(STUDENT_SELECTED, { type: "student" })).toEqual(STUDENT_SELECTED);
  });

  it("a category action turns the student toggle off and selects that category", () => {
    expect(selectionReducer(STUDENT_SELECTED, { type: "section", section: "hpalačinke" })).toEqual(only("hpalačinke"));
    expect(selectionReducer(STUDENT_SELECTED, { type: "section", section: "pijaca" })).toEqual(only("pijaca"));
  });

  it("never leaves nothing on screen", () => {
    const actions = [
      { type: "all" },
      { type: "student" },
      ...SECTION_KEYS.map((section) => ({ type: "section", section }) as const),
    ] as const;
    let state: Selection = ALL_SELECTED;
    // A fixed pseudo-random walk over all actions.
    let seed = 7;
    for (let step = 0; step < 2000; step++) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      state = selectionReducer(state, actions[seed % actions.length]!);
      expect(state.student ? state.sections.length === 0 : state.sections.length > 0).toBe(true);
      expect(state.sections).toEqual(SECTION_KEYS.filter((key) => state.sections.includes(key)));
    }
  });
});
