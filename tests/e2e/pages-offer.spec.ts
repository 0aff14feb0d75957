import { expect, test, type Page } from "@playwright/test";
import { waitForStoredLanguage, watchConsole } from "./console";

/** Where the browser put a scroll target, and where scroll-padding and scroll-margin say it belongs. */
async function landing(page: Page, id: string): Promise<{ top: number; expected: number; headerBottom: number }> {
  return page.evaluate((targetId) => {
    const target = document.getElementById(targetId);
    if (!target) throw new Error(`#${targetId} is missing`);
    const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
    const margin = parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
    const header = document.querySelector(".site-header")?.getBoundingClientRect().bottom ?? 0;
    return { top: target.getBoundingClientRect().top, expected: padding + margin, headerBottom: header };
  }, id);
}

test("a dish in the offer carousel opens the price list scrolled to its category", async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto("/");
  await waitForStoredLanguage(page);
  const offer = page.locator(".slider--offer");
  await offer.scrollIntoViewIfNeeded();
  await expect(offer).toHaveAttribute("data-autoplay", /running|stopped/);
  await offer.getByRole("button", { name: "Pokažite sliko 6: Dunajski zrezek s prilogo" }).click();
  const card = offer.locator('a[data-item-id="5"]');
  await expect(card).toBeInViewport();
  await expect(card).toHaveAttribute("href", "/ponudba#fzrezki");
  await card.click();

  await expect(page).toHaveURL(/\/ponudba#fzrezki$/);
  await expect(page.locator("#fzrezki")).toBeInViewport();
  // The section lands at the scroll offset, below the sticky header.
  await expect
    .poll(async () => {
      const { top, expected } = await landing(page, "fzrezki");
      return Math.abs(top - expected);
    })
    .toBeLessThanOrEqual(2);
  const { top, headerBottom } = await landing(page, "fzrezki");
  expect(top).toBeGreaterThanOrEqual(headerBottom - 1);
  expect(problems).toEqual([]);
});

test("the offer section's buttons open the full price list and the student menu", async ({ page }) => {
  await page.goto("/en");
  await waitForStoredLanguage(page);
  const section = page.locator("section.offer");
  await expect(section.getByRole("link", { name: "Full price list" })).toHaveAttribute("href", "/en/ponudba#cenik");
  await section.getByRole("link", { name: "Student menu" }).click();
  await expect(page).toHaveURL(/\/en\/studentski-boni$/);
});

test("the footer's orders link lands on the home page's orders section, clear of the sticky header", async ({ page }) => {
  await page.goto("/o-nas");
  await waitForStoredLanguage(page);
  await page.getByRole("contentinfo").getByRole("link", { name: "Naročila" }).click();
  await expect(page).toHaveURL(/\/#narocila$/);
  const heading = page.getByRole("heading", { name: "Naročila in dostava" });
  await expect(heading).toBeInViewport();
  await expect
    .poll(async () => {
      const { top, expected } = await landing(page, "narocila");
      return Math.abs(top - expected);
    })
    .toBeLessThanOrEqual(2);
  const headingTop = (await heading.boundingBox())?.y ?? 0;
  const headerBottom = await page.evaluate(() => document.querySelector(".site-header")?.getBoundingClientRect().bottom ?? 0);
  expect(headingTop).toBeGreaterThanOrEqual(headerBottom);
});
