import { expect, test } from "@playwright/test";
import { PAGES, pagePath } from "../../shared/site-pages";
import { documentStatusMessage, waitForHydration, watchConsole, watchCspViolations } from "./console";

for (const lang of ["sl", "en"] as const) {
  for (const page of PAGES) {
    const path = pagePath(page.id, lang);
    test(`${path} hydrates without console errors or CSP violations`, async ({ page: tab }) => {
      const problems = watchConsole(tab);
      const cspViolations = await watchCspViolations(tab);
      const response = await tab.goto(path);
      expect(response?.status()).toBe(page.id === "notFound" ? 404 : 200);
      await waitForHydration(tab);
      await expect(tab.locator("h1")).toBeVisible();
      // Chromium reports the not-found document's own 404 status on the console.
      const expected = page.id === "notFound" ? [documentStatusMessage(404)] : [];
      expect(problems).toEqual(expected);
      expect(await cspViolations()).toEqual([]);
    });
  }
}

test("client-side navigation renders the next page without a reload", async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto("/");
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page.getByRole("contentinfo").getByRole("link", { name: "O nas" }).click();
  await expect(page).toHaveURL(/\/o-nas$/);
  await expect(page).toHaveTitle("O nas – Grill Ajdovščina");
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  expect(problems).toEqual([]);
});
