import { describe, expect, it } from "vitest";
import { ALLERGENS, allergenVerdict } from "../../shared/menu/allergens";
import { menuVisibility } from "../../shared/menu/menu-visibility";
import type { Allergen } from "../../shared/menu/menu-schema";
import { ALL_SELECTED } from "../../shared/menu/selection";

type Item = { id: string; alergeni: Allergen[] | null };
const items: Item[] = [
  { id: "burger", alergeni: [1, 2, 3] },
  { id: "salad", alergeni: [] },
  { id: "cola", alergeni: null },
  { id: "wine", alergeni: [12] },
];

/** The items one shown section keeps with these allergens excluded, and how many it hides. */
function withoutAllergens(list: Item[], excluded: Allergen[]): { shown: Item[]; hiddenCount: number } {
  const group = { items: list };
  const { hiddenItems, hiddenCount } = menuVisibility(
    {
      sections: ["aburgerji" as const],
      keyOf: (key) => key,
      groupsOf: () => [group],
      itemsOf: (g) => g.items,
      allergensOf: (item) => item.alergeni,
    },
    { selection: ALL_SELECTED, excluded },
  );
  return { shown: list.filter((item) => !hiddenItems.has(item)), hiddenCount };
}

describe("the allergen filter", () => {
  it("knows all 14 EU allergens, numbered as in the spec (their names: allergen-names.test.ts)", () => {
    expect(ALLERGENS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
  });

  it("judges an item: contains, fine, or unknown when there is no allergen data", () => {
    expect(allergenVerdict([1, 2], [2])).toBe("contains");
    expect(allergenVerdict([1, 2], [7])).toBe("fine");
    expect(allergenVerdict([], [1])).toBe("fine");
    expect(allergenVerdict(null, [1])).toBe("unknown");
    expect(allergenVerdict(null, [])).toBe("unknown");
  });

  it("shows everything when nothing is excluded", () => {
    expect(withoutAllergens(items, [])).toEqual({ shown: items, hiddenCount: 0 });
  });

  it("hides the items that contain an excluded allergen and counts them", () => {
    const { shown, hiddenCount } = withoutAllergens(items, [2, 12]);
    expect(shown.map((item) => item.id)).toEqual(["salad", "cola"]);
    expect(hiddenCount).toBe(2);
  });

  it("never treats an item without allergen data as safe: it stays listed", () => {
    for (const allergen of ALLERGENS) {
      expect(withoutAllergens(items, [allergen]).shown.map((item) => item.id)).toContain("cola");
    }
    expect(withoutAllergens(items, [...ALLERGENS]).shown.map((item) => item.id)).toEqual(["salad", "cola"]);
  });
});
