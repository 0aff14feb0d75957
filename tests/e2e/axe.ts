import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { lowContrastAxeCouldNotJudge } from "./contrast";

/** WCAG 2.2 AA, as axe tags its rules. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** axe finds nothing, and the text it cannot judge (on gradients, in drawings) has enough contrast. */
export async function expectNoAxeFindings(page: Page, builder = new AxeBuilder({ page }).withTags(WCAG_TAGS)): Promise<void> {
  const results = await builder.analyze();
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`),
  ).toEqual([]);
  expect(await lowContrastAxeCouldNotJudge(page, results), "text on gradients and in drawings").toEqual([]);
}
