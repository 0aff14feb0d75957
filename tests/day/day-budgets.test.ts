import { beforeAll, describe, expect, inject, it } from "vitest";
import { type BudgetId, dayBudgets, type DayResult } from "./day-result";
import "./provided";
import { simulateDay } from "./simulate-day";

// The day's budgets for background work in proportion to change (decision 008): they fail on a
// worker that re-reads every dataset on every cron.
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
  it("an idle day reads at most 1,000 Firestore documents", () => withinBudget("idle-reads"));
  it("an idle day writes KV at most 30 times", () => withinBudget("idle-kv-writes"));
  it("visitors on a warm cache read nothing from Firestore", () => withinBudget("visitor-reads"));
  it("the owner's session (a search, 5 previews, a save) reads at most 250 documents", () => withinBudget("session-reads"));
  it("a save reads at most 150 documents, its own refresh included", () => withinBudget("save-reads"));
  it("a save writes KV at most 3 times", () => withinBudget("save-kv-writes"));

  it("a save shows on the next request: /api/hrana has the new price right after the POST", () => {
    const saves = day?.hours.saves ?? [];
    expect(saves.length).toBeGreaterThan(0);
    for (const save of saves) expect(save.apiPrice?.toFixed(2).replace(".", ","), `${save.item} saved at ${save.at}`).toBe(save.price);
  });
});
