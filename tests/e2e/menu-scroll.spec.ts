import { expect, test, type Page } from "@playwright/test";
import sl from "../../locales/sl.json" with { type: "json" };
import { waitForStoredLanguage, watchConsole } from "./console";
import {
  CATEGORY_LABELS,
  filterButton,
  gapBelowHeader,
  highlightedThenCleared,
  openMenu,
  recordHighlights,
  scrollSettled,
} from "./menu-helpers";

/**
 * Scrolls the window and resolves once the page has handled the scroll event. With
 * Playwright's clock installed, time then moves only when the test runs it, so each scroll
 * must have reached the page's throttle before the clock is moved past its window.
 */
async function scrollPageTo(page: Page, y: number): Promise<void> {
  await page.evaluate(
    (top) =>
      new Promise<void>((resolve) => {
        window.addEventListener("scroll", () => resolve(), { once: true });
        window.scrollTo(0, top);
      }),
    y,
  );
}

test.describe("scroll behaviours", () => {
  test("a fragment lands a category below the header, highlighted for a moment", async ({ page }) => {
    const problems = watchConsole(page);
    await recordHighlights(page);
    await page.goto("/ponudba#cjediNaZaru");
    await waitForStoredLanguage(page);
    await highlightedThenCleared(page, "cjediNaZaru");
    const gap = await gapBelowHeader(page, "#cjediNaZaru");
    expect(gap).toBeGreaterThanOrEqual(0);
    expect(gap).toBeLessThan(60);
    expect(problems).toEqual([]);
  });

  test("the footer price-list link scrolls to #cenik from another page and highlights it", async ({ page }) => {
    const problems = watchConsole(page);
    await recordHighlights(page);
    await openMenu(page, "/o-nas");
    await page.getByRole("contentinfo").getByRole("link", { name: sl.footer.priceList }).click();
    await expect(page).toHaveURL(/\/ponudba#cenik$/);
    await highlightedThenCleared(page, "cenik");
    await scrollSettled(page);
    const gap = await gapBelowHeader(page, "#cenik");
    expect(gap).toBeGreaterThanOrEqual(0);
    expect(gap).toBeLessThan(60);
    expect(problems).toEqual([]);
  });

  test("'all offer' scrolls back to the menu", async ({ page }) => {
    await recordHighlights(page);
    await openMenu(page, "/ponudba?kategorija=aburgerji");
    await filterButton(page, sl.menu.all).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 120));
    await filterButton(page, sl.menu.all).click();
    await highlightedThenCleared(page, "cenik");
    await scrollSettled(page);
    const gap = await gapBelowHeader(page, "#cenik");
    expect(gap).toBeGreaterThanOrEqual(0);
    expect(gap).toBeLessThan(60);
    await expect(filterButton(page, CATEGORY_LABELS.fzrezki)).toHaveAttribute("aria-pressed", "true");
  });

  test("with text at 200 % the header wraps, scrolls away once it would cover a quarter of the screen, and sections land in view", async ({
    page,
  }) => {
    await openMenu(page, "/ponudba?kategorija=aburgerji");
    await page.evaluate(() => (document.documentElement.style.fontSize = "200%"));
    const header = page.locator(".site-header");
    const viewport = page.viewportSize()!;
    await expect.poll(() => header.evaluate((element) => element.getBoundingClientRect().height)).toBeGreaterThan(120);
    expect(await header.evaluate((element) => element.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await expect(page.locator(".lang-menu summary")).toBeInViewport();
    const headerHeight = await header.evaluate((element) => element.getBoundingClientRect().height);
    const tall = headerHeight > viewport.height / 4;
    await expect(header).toHaveCSS("position", tall ? "static" : "sticky");

    // A keyboard press: at this size a sticky header would be in the way of a pointer.
    await filterButton(page, sl.menu.all).focus();
    await page.evaluate(() => window.scrollBy(0, 200));
    await page.keyboard.press("Enter");
    // On a busy machine the press can take effect after the page has been still for a while: wait for the scroll it makes.
    const cenikTop = () => page.locator("#cenik").evaluate((element) => element.getBoundingClientRect().top);
    const cleared = tall ? 0 : headerHeight;
    await expect.poll(cenikTop).toBeLessThan(cleared + viewport.height / 10); // the gap is in rem, so it doubles too
    await scrollSettled(page);
    const top = await cenikTop();
    expect(top).toBeGreaterThanOrEqual(cleared);
    expect(top).toBeLessThan(cleared + viewport.height / 10);
  });

  test("the up-arrow shows on an upward scroll deep in the list, hides on the way down, and returns to the price list", async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await recordHighlights(page);
    await page.clock.install();
    await openMenu(page, "/ponudba");
    const arrow = page.getByRole("button", { name: sl.menu.upArrow });
    await expect(arrow).toBeHidden();

    // The first scroll hydrates the arrow; from then on it follows the scrolling.
    await scrollPageTo(page, 3000);
    await expect(page.locator("site-island[data-name='upArrow'][data-hydrated]")).toBeAttached();
    await page.clock.runFor(120);
    await expect(arrow).toBeHidden();

    await scrollPageTo(page, 2800);
    await expect(arrow).toBeVisible();

    await scrollPageTo(page, 2900);
    await expect(arrow).toBeHidden();

    // Above the 500 px line an upward scroll does not bring it.
    await scrollPageTo(page, 450);
    await page.clock.runFor(120);
    await scrollPageTo(page, 300);
    await page.clock.runFor(120);
    await expect(arrow).toBeHidden();

    await scrollPageTo(page, 4000);
    await page.clock.runFor(120);
    await scrollPageTo(page, 3700);
    await expect(arrow).toBeVisible();
    await arrow.click();
    await expect(page.locator("#cenik")).toBeFocused();
    await highlightedThenCleared(page, "cenik");
    await scrollSettled(page);
    const gap = await gapBelowHeader(page, "#cenik");
    expect(gap).toBeGreaterThanOrEqual(0);
    expect(gap).toBeLessThan(60);
    await expect(arrow).toBeHidden();
    expect(problems).toEqual([]);
  });

  test("an upward scroll right after a sampled one shows the arrow only once the 50 ms window has passed", async ({ page }) => {
    await page.clock.install();
    await openMenu(page, "/ponudba");
    const arrow = page.getByRole("button", { name: sl.menu.upArrow });
    // The first scroll hydrates the arrow; its window then passes before the clock stops.
    await scrollPageTo(page, 3000);
    await expect(page.locator("site-island[data-name='upArrow'][data-hydrated]")).toBeAttached();
    await page.clock.runFor(120);
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    // Time moves only as the test runs it: a downward scroll is sampled at once, the upward one waits.
    await scrollPageTo(page, 3100);
    await scrollPageTo(page, 2900);
    await page.clock.runFor(40);
    await expect(arrow).toBeHidden();
    await page.clock.runFor(20);
    await expect(arrow).toBeVisible();
  });
});

test("with reduced motion the arrow jumps without smooth scrolling", async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: "reduce" });
  const page = await context.newPage();
  await page.clock.install();
  await page.goto("/ponudba");
  await waitForStoredLanguage(page);
  // The first scroll hydrates the arrow; the next ones show it.
  await scrollPageTo(page, 3900);
  await expect(page.locator("site-island[data-name='upArrow'][data-hydrated]")).toBeAttached();
  await scrollPageTo(page, 4000);
  await page.clock.runFor(120);
  await scrollPageTo(page, 3700);
  await page.getByRole("button", { name: sl.menu.upArrow }).click();
  // No smooth scroll: the price list is in place right away.
  const gap = await gapBelowHeader(page, "#cenik");
  expect(gap).toBeGreaterThanOrEqual(0);
  expect(gap).toBeLessThan(60);
  await context.close();
});
