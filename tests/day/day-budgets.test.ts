import { beforeAll, describe, expect, inject, it } from "vitest";
import { type BudgetId, dayBudgets, type DayResult } from "./day-result";
import "./provided";
import { simulateDay } from "./simulate-day";

// The counts of a simulated day, held where they are (counts do not swing): they fail on a worker
// that re-reads every dataset on every cron, or reads the menu twice in an hour with a save.
let day: DayResult | undefined;
beforeAll(async () => {
  day = await simulateDay({ proxyHost: inject("billingProxyHost"), project: inject("dayProject") });
});

function withinBudget(id: BudgetId) {
  if (!day) throw new Error("the simulated day did not run");
  const budget = dayBudgets(day).find((entry) => entry.id === id);
  if (!budget) throw new Error(`no budget ${id}`);
  expect(budget.measured, `${budget.name}: ${budget.measured} against a budget of ${budget.limit} (${budget.detail})`).toBeLessThanOrEqual(
    budget.limit,
  );
}

describe("a day on the free plans", () => {
  it("an idle day reads at most 662 Firestore documents", () => withinBudget("idle-reads"));
  it("an idle day writes KV at most 6 times", () => withinBudget("idle-kv-writes"));
  it("visitors on a warm cache read nothing from Firestore", () => withinBudget("visitor-reads"));
  it("the owner's session (a search, 5 previews, a save) reads at most 248 documents", () => withinBudget("session-reads"));
  it("an hour with a save reads at most 132 documents beyond an idle hour: the menu is read once, for the site and the editor", () =>
    withinBudget("save-reads"));
  it("a save writes KV once", () => withinBudget("save-kv-writes"));

  it("a save shows on the next request: /api/hrana has the new price right after the POST", () => {
    const saves = day?.hours.saves ?? [];
    expect(saves.length).toBeGreaterThan(0);
    for (const save of saves) expect(save.apiPrice?.toFixed(2).replace(".", ","), `${save.item} saved at ${save.at}`).toBe(save.price);
  });
});
