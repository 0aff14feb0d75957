import { describe, expect, it } from "vitest";
import { discountHolds, priceOn } from "../../shared/menu/discount";
import { byPlace } from "../../shared/menu/menu-order";

const item = { price: 8.5, oldPrice: 9.9, isDiscount: true, discountUntil: "2026-11-30" };
// 23:30 in Ljubljana on the last day, and 00:30 the day after.
const lastEvening = Date.parse("2026-11-30T22:30:00Z");
const nextMorning = Date.parse("2026-11-30T23:30:00Z");

describe("a discount with its last day", () => {
  it("holds through the last day in Ljubljana, then the old price is the price again", () => {
    expect(discountHolds(item, lastEvening)).toBe(true);
    expect(priceOn(item, lastEvening)).toEqual({ price: 8.5, oldPrice: 9.9 });
    expect(discountHolds(item, nextMorning)).toBe(false);
    expect(priceOn(item, nextMorning)).toEqual({ price: 9.9, oldPrice: null });
  });

  it("without a last day holds until the owner ends it; no discount is the price as it is", () => {
    expect(priceOn({ ...item, discountUntil: null }, nextMorning)).toEqual({ price: 8.5, oldPrice: 9.9 });
    expect(priceOn({ ...item, isDiscount: false }, lastEvening)).toEqual({ price: 8.5, oldPrice: null });
  });
});

describe("the menu's order", () => {
  it("is the owner's order, an item without one standing at its id, ties by id", () => {
    const items = [
      { id: 5, order: null },
      { id: 9, order: 1 },
      { id: 2, order: 5 },
      { id: 3, order: null },
    ];
    expect([...items].sort(byPlace).map((entry) => entry.id)).toEqual([9, 3, 2, 5]);
  });
});
