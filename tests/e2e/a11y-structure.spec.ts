import { expect, test, type Page } from "@playwright/test";
import { waitForStoredLanguage } from "./console";
import { ALL_ROUTES } from "./routes";
import { layoutScreens } from "./screens";

/** The levels of the headings a screen reader lists, in document order. */
function headingLevels(page: Page): Promise<number[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("h1, h2, h3, h4, h5, h6, [role='heading']")]
      .filter((heading) => heading.checkVisibility({ visibilityProperty: true }) && !heading.closest("[aria-hidden='true']"))
      .map((heading) => Number(heading.getAttribute("aria-level") ?? heading.tagName.slice(1))),
  );
}

/**
 * Links and buttons smaller than 24 × 24 CSS px (WCAG 2.5.8). A checkbox counts with its
 * label, which takes the click too; a link inside a sentence is exempt.
 */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const inSentence = (element: Element) =>
      getComputedStyle(element).display === "inline" &&
      (element.parentElement?.textContent ?? "").trim().length > (element.textContent ?? "").trim().length;
    return [...document.querySelectorAll("a[href], button, summary, input, select, textarea, [role='button']")]
      .map((control) => (control instanceof HTMLInputElement && control.labels?.[0]) || control)
      .filter((target) => target.checkVisibility({ visibilityProperty: true }) && !inSentence(target))
      .map((target) => ({ target, box: target.getBoundingClientRect() }))
      .filter(({ box }) => box.width < 24 || box.height < 24)
      .map(
        ({ target, box }) =>
          `${target.tagName.toLowerCase()}.${[...target.classList].join(".")} "${target.textContent?.trim().slice(0, 40)}" ${Math.round(box.width)}×${Math.round(box.height)}`,
      );
  });
}

// A link that carries an allergen filter arrives with the filter's checkboxes open.
for (const path of [...ALL_ROUTES, "/en/ponudba?brez=1"]) {
  test(
    `${path}: one h1, no skipped heading levels, and every link and button at least 24 × 24 px`,
    layoutScreens(path),
    async ({ page }) => {
      await page.goto(path);
      await waitForStoredLanguage(page);
      const levels = await headingLevels(page);
      expect(
        levels.filter((level) => level === 1),
        "one h1",
      ).toHaveLength(1);
      const skips = levels.flatMap((level, i) => (level > (levels[i - 1] ?? 0) + 1 ? [`h${levels[i - 1] ?? 0} → h${level}`] : []));
      expect(skips, `headings ${levels.map((level) => `h${level}`).join(" ")}`).toEqual([]);
      expect(await smallTargets(page)).toEqual([]);
    },
  );
}
