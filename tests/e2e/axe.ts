import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { lowContrastAxeCouldNotJudge } from "./contrast";

/** WCAG 2.2 AA, as axe tags its rules. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * axe on the page, listing every node only of the rules that failed or could not judge it, and
 * one node of the others: naming each of the thousands of nodes that pass cost a menu page's
 * run a fifth of its time.
 */
export function axeOn(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).options({ resultTypes: ["violations", "incomplete"] });
}

/** axe finds nothing, and the text it cannot judge (on gradients, in drawings) has enough contrast. */
export async function expectNoAxeFindings(page: Page, builder = axeOn(page).withTags(WCAG_TAGS)): Promise<void> {
  const results = await builder.analyze();
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`),
  ).toEqual([]);
  expect(await lowContrastAxeCouldNotJudge(page, results), "text on gradients and in drawings").toEqual([]);
}
