import { describe, expect, it } from "vitest";
import { menuViewLocation, menuViewSearch, parseMenuView, type MenuView } from "../../shared/menu/menu-query";
import { ALL_SELECTED, STUDENT_SELECTED } from "../../shared/menu/selection";

describe("the menu view in the URL query", () => {
  it("a URL without a query shows the page's default view (what crawlers get)", () => {
    expect(parseMenuView("", false)).toEqual({ selection: ALL_SELECTED, excluded: [] });
    expect(parseMenuView("", true)).toEqual({ selection: STUDENT_SELECTED, excluded: [] });
  });

  it("reads categories in display order, ignoring unknown and repeated values", () => {
    const view = parseMenuView("?kategorija=pijaca&kategorija=aburgerji&kategorija=nope&kategorija=aburgerji", false);
    expect(view.selection).toEqual({ sections: ["aburgerji", "pijaca"], student: false });
  });

  it("reads percent-encoded keys (hpalačinke)", () => {
    expect(parseMenuView("?kategorija=hpala%C4%8Dinke", false).selection.sections).toEqual(["hpalačinke"]);
  });

  it("falls back to the default view when no category is valid", () => {
    expect(parseMenuView("?kategorija=x", false).selection).toEqual(ALL_SELECTED);
    expect(parseMenuView("?kategorija=x", true).selection).toEqual(STUDENT_SELECTED);
  });

  it("reads excluded allergens 1–14, sorted, ignoring anything else", () => {
    expect(parseMenuView("?brez=7&brez=1&brez=0&brez=15&brez=abc&brez=2.5&brez=7", false).excluded).toEqual([1, 7]);
  });

  it("writes nothing for the default views", () => {
    expect(menuViewSearch({ selection: ALL_SELECTED, excluded: [] })).toBe("");
    expect(menuViewSearch({ selection: STUDENT_SELECTED, excluded: [] })).toBe("");
  });

  it("writes categories and allergens as repeated parameters", () => {
    const view: MenuView = { selection: { sections: ["cjediNaZaru", "pijaca"], student: false }, excluded: [7, 1] };
    expect(menuViewSearch(view)).toBe("?kategorija=cjediNaZaru&kategorija=pijaca&brez=1&brez=7");
    expect(menuViewSearch({ selection: STUDENT_SELECTED, excluded: [2] })).toBe("?brez=2");
  });

  it("round-trips every view", () => {
    const views: MenuView[] = [
      { selection: { sections: ["hpalačinke"], student: false }, excluded: [] },
      { selection: { sections: ["aburgerji", "gsolate", "pijaca"], student: false }, excluded: [3, 14] },
      { selection: ALL_SELECTED, excluded: [1] },
    ];
    for (const view of views) expect(parseMenuView(menuViewSearch(view), false)).toEqual(view);
    expect(parseMenuView(menuViewSearch({ selection: STUDENT_SELECTED, excluded: [4] }), true)).toEqual({
      selection: STUDENT_SELECTED,
      excluded: [4],
    });
  });

  it("puts the student menu at studentski-boni and everything else on ponudba or the current page", () => {
    const student: MenuView = { selection: STUDENT_SELECTED, excluded: [] };
    const drinks: MenuView = { selection: { sections: ["pijaca"], student: false }, excluded: [] };
    expect(menuViewLocation(student, "offer", "sl")).toEqual({ pathname: "/studentski-boni", search: "" });
    expect(menuViewLocation(student, "menu", "en")).toEqual({ pathname: "/en/studentski-boni", search: "" });
    expect(menuViewLocation(drinks, "vouchers", "sl")).toEqual({ pathname: "/ponudba", search: "?kategorija=pijaca" });
    expect(menuViewLocation(drinks, "menu", "sl")).toEqual({ pathname: "/meni", search: "?kategorija=pijaca" });
    expect(menuViewLocation({ selection: ALL_SELECTED, excluded: [] }, "offer", "en")).toEqual({ pathname: "/en/ponudba", search: "" });
  });
});
