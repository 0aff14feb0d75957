import { expect, test } from "@playwright/test";

/** How many line boxes an inline link takes: one per line it runs over. */
const lineCount = (link: import("@playwright/test").Locator) => link.evaluate((element) => element.getClientRects().length);

for (const width of [320, 390]) {
  test(`at ${width} px no phone number on /o-nas breaks across lines`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/o-nas");
    const links = page.locator('main a[href^="tel:"], footer a[href^="tel:"]');
    const numbers = links.filter({ hasText: /\d{3}/ });
    expect(await numbers.count()).toBeGreaterThanOrEqual(2);
    for (const link of await numbers.all()) expect(await lineCount(link)).toBe(1);
    await expect(page.locator("#footer a[href^='tel:']")).toHaveText(/^\+386\s1\s234\s56\s78$/);
  });
}
