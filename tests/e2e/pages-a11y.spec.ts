import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { waitForHydration } from "./console";

test.describe("accessibility of the home, location, about and cevapi pages (axe, WCAG 2.2 AA)", () => {
  for (const path of ["/", "/en/lokacija", "/o-nas", "/en/cevapi-ljubljana", "/404"]) {
    test(`${path} has no violations, notices included`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.emulateMedia({ reducedMotion: "reduce" }); // a still page for axe's contrast checks
      await page.goto(path);
      await waitForHydration(page);
      const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
    });
  }
});

test("the home, location and cevapi pages fit 320 px without horizontal scrolling", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  for (const path of ["/", "/lokacija", "/cevapi-ljubljana", "/o-nas"]) {
    await page.goto(path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320);
  }
});

test("the home page's 'more about us' toggle shows and hides the rest of the story", async ({ page }) => {
  await page.goto("/en");
  await waitForHydration(page);
  const toggle = page.getByRole("button", { name: "More about us" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(page.locator("#home-about-more")).toBeHidden();
  await toggle.click();
  await expect(page.getByRole("button", { name: "Less about us" })).toHaveAttribute("aria-expanded", "true");
  await expect(page.locator("#home-about-more")).toBeVisible();
  await expect(page.locator(".home")).toHaveAttribute("data-loaded", "true");
  await expect(page.locator("#narocila")).toBeAttached();
  const delivery = page.getByRole("link", { name: /Order delivery on Wolt/ });
  await expect(delivery).toHaveAttribute("target", "_blank");
  await expect(delivery).toHaveAttribute("rel", "noopener noreferrer");
});
