import { expect, test } from "@playwright/test";
import { waitForStoredLanguage, watchConsole } from "./console";

test("links are ordinary navigations, offered to the browser's speculation rules", async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto("/");
  await waitForStoredLanguage(page);
  const rules = JSON.parse((await page.locator('script[type="speculationrules"]').textContent()) ?? "{}") as Record<
    string,
    { eagerness: string }[]
  >;
  expect(rules.prefetch?.[0]?.eagerness).toBe("moderate");
  expect(rules.prerender?.[0]?.eagerness).toBe("conservative");
  await page.getByRole("contentinfo").getByRole("link", { name: "O nas" }).click();
  await expect(page).toHaveURL(/\/o-nas$/);
  await expect(page).toHaveTitle("O nas – Grill Ajdovščina");
  expect(problems).toEqual([]);
});

test("the browser hydrates only the islands: no page payload, no client router", async ({ page }) => {
  await page.goto("/ponudba");
  await waitForStoredLanguage(page);
  expect(await page.locator('script[type="application/json"]').count()).toBe(0);
  const islands = await page.locator("site-island").evaluateAll((elements) => elements.map((element) => element.getAttribute("data-name")));
  expect(islands).toEqual(["notices", "openStatus", "menuFilter", "upArrow"]);
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("every page shows its whole content", async ({ page }) => {
    for (const path of ["/", "/ponudba", "/en/cevapi-ljubljana", "/lokacija"]) {
      await page.goto(path);
      await expect(page.locator("h1")).toBeVisible();
      await expect(page.locator("footer")).toBeVisible();
    }
    await page.goto("/ponudba");
    await expect(page.locator("#aburgerji .dish").first()).toBeVisible();
    await expect(page.locator(".category-filter button")).toHaveCount(11);
  });

  test("a menu link with a view in its query shows that view", async ({ page }) => {
    await page.goto("/ponudba?kategorija=aburgerji&brez=1");
    await expect(page.locator("#aburgerji")).toBeVisible();
    await expect(page.locator("#pijaca")).toBeHidden();
    await expect(page.locator(".allergen-filter__status")).toContainText(/\d/);
    await page.goto("/studentski-boni");
    await expect(page.locator("#boni")).toBeVisible();
    await expect(page.locator("#aburgerji")).toBeHidden();
  });
});
