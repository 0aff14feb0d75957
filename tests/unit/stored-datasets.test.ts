import { describe, expect, it } from "vitest";
import { DATASET_NAMES } from "../../worker/data/datasets";
import { seedSource } from "../../worker/data/sources";
import { parseStoredDataset } from "../../worker/data/stored-datasets";
import { hoursWith } from "../fixtures/hours";

/** What the cache stores: the value as JSON. */
const storedForm = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

describe("the check of a value read back from KV", () => {
  it.each(DATASET_NAMES)("passes %s as the source read it, unchanged", async (name) => {
    const value = await seedSource()[name]();
    expect(parseStoredDataset[name](storedForm(value))).toEqual(value);
  });

  it("passes hours with closed days, notes in both languages and spans of several days", () => {
    const hours = hoursWith({
      exceptions: [
        { from: "2026-08-01", to: "2026-08-15", span: null, note: { sl: "Dopust", en: "Holidays" } },
        { from: "2026-12-31", to: "2026-12-31", span: { opens: "09:30", closes: "15:00" }, note: null },
      ],
    });
    expect(parseStoredDataset.urnik(storedForm(hours))).toEqual(hours);
  });

  it.each([
    ["a span that ends before it starts", { from: "2026-08-15", to: "2026-08-01", span: null, note: null }],
    ["a time that is no time", { from: "2026-08-01", to: "2026-08-01", span: { opens: "9:30", closes: "15:00" }, note: null }],
    ["a note that is not a note", { from: "2026-08-01", to: "2026-08-01", span: null, note: "Dopust" }],
    ["an exception without its span", { from: "2026-08-01", to: "2026-08-01", note: null }],
  ])("rejects hours with %s", (_what, exception) => {
    expect(() => parseStoredDataset.urnik(storedForm(hoursWith({ exceptions: [exception as never] })))).toThrow();
  });

  it("rejects a menu item with a price that is not a number", async () => {
    const food = storedForm(await seedSource().hrana()) as { dishes: { items: Record<string, unknown>[] }[] };
    food.dishes[0]!.items[0]!.price = "12";
    expect(() => parseStoredDataset.hrana(food)).toThrow();
  });
});
