import { expect, test } from "@playwright/test";
import { waitForStoredLanguage } from "./console";

test("the home page's 'more about us' toggle shows and hides the rest of the story", async ({ page }) => {
  await page.goto("/en");
  await waitForStoredLanguage(page);
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
