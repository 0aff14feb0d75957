import { describe, expect, it } from "vitest";
import type { Allergen } from "../../shared/menu/menu-schema";
import { menuVisibility, type MenuSectionKey } from "../../shared/menu/menu-visibility";
import { ALL_SELECTED, STUDENT_SELECTED, type Selection } from "../../shared/menu/selection";

type Item = { alergeni: Allergen[] | null };
type Section = { key: MenuSectionKey; groups: { items: Item[] }[] };

const section = (key: MenuSectionKey, ...items: Item[]): Section => ({ key, groups: [{ items }] });
const MENU: Section[] = [
  section("aburgerji", { alergeni: [1] }),
  section("gsolate", { alergeni: [] }),
  section("dodatki", { alergeni: [2] }),
  section("pijaca", { alergeni: null }),
  section("boni", { alergeni: [1] }, { alergeni: [] }),
];

function shown(selection: Selection, excluded: Allergen[] = []) {
  const visibility = menuVisibility(
    { sections: MENU, keyOf: (s) => s.key, groupsOf: (s) => s.groups, itemsOf: (g) => g.items, allergensOf: (item) => item.alergeni },
    { selection, excluded },
  );
  return { keys: MENU.filter((s) => visibility.shownSections.has(s)).map((s) => s.key), visibility };
}

describe("which sections a view shows", () => {
  it("shows every section but the student menu when everything is selected", () => {
    expect(shown(ALL_SELECTED).keys).toEqual(["aburgerji", "gsolate", "dodatki", "pijaca"]);
  });

  it("shows only the student menu when it is open", () => {
    expect(shown(STUDENT_SELECTED).keys).toEqual(["boni"]);
  });

  it("brings the sauces and sides with any food category, not with drinks alone", () => {
    expect(shown({ sections: ["gsolate"], student: false }).keys).toEqual(["gsolate", "dodatki"]);
    expect(shown({ sections: ["pijaca"], student: false }).keys).toEqual(["pijaca"]);
  });

  it("counts only what the allergen filter hides in the shown sections, and marks groups it empties", () => {
    const { visibility } = shown({ sections: ["aburgerji"], student: false }, [1]);
    expect(visibility.hiddenCount).toBe(1);
    expect(visibility.emptiedGroups.has(MENU[0]!.groups[0]!)).toBe(true);
    expect(visibility.emptiedGroups.has(MENU[4]!.groups[0]!)).toBe(false);
    expect(shown(STUDENT_SELECTED, [1]).visibility.hiddenCount).toBe(1);
  });
});
