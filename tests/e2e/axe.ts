import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { lowContrastAxeCouldNotJudge } from "./contrast";

/** WCAG 2.2 AA, as axe tags its rules. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * axe run by `axe.run` in the page itself (axe's "legacy mode"). By default the builder runs axe
 * in each frame and merges the frames' results in a blank page it opens for every run: 4.8 s on
 * the phone's /ponudba, 3.6 s this way. The site's pages have no frame (the map's, from Google,
 * comes only on a click), and a page that has one fails the run rather than leave it unchecked.
 */
class SameFrameAxe extends AxeBuilder {
  constructor(private readonly checked: Page) {
    super({ page: checked });
    this.setLegacyMode();
  }

  override async analyze(): ReturnType<AxeBuilder["analyze"]> {
    expect(
      this.checked.frames().map((frame) => frame.url()),
      "frames axe would leave out",
    ).toEqual([this.checked.url()]);
    return super.analyze();
  }
}

/**
 * axe on the page, listing every node only of the rules that failed or could not judge it, and
 * one node of the others: naming each of the thousands of nodes that pass cost a menu page's
 * run a fifth of its time.
 */
export function axeOn(page: Page): AxeBuilder {
  return new SameFrameAxe(page).options({ resultTypes: ["violations", "incomplete"] });
}

/** axe finds nothing, and the text it cannot judge (on gradients, in drawings) has enough contrast. */
export async function expectNoAxeFindings(page: Page, builder = axeOn(page).withTags(WCAG_TAGS)): Promise<void> {
  const results = await builder.analyze();
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`),
  ).toEqual([]);
  expect(await lowContrastAxeCouldNotJudge(page, results), "text on gradients and in drawings").toEqual([]);
}
