import { expect, test } from "@playwright/test";
import en from "../../locales/en.json" with { type: "json" };
import sl from "../../locales/sl.json" with { type: "json" };
import { waitForStoredLanguage, watchConsole } from "./console";
import { chooseLanguage } from "./language-menu";
import { filterButton, openMenu } from "./menu-helpers";

/** The allergen numbers of every listed dish and price row. */
function listedAllergens(page: import("@playwright/test").Page): Promise<number[][]> {
  return page
    .locator(".menu-sections > section:not([hidden]) li:not([hidden])")
    .evaluateAll((items) =>
      items.map((item) => [...item.querySelectorAll(".item-allergens .allergen-number")].map((number) => Number(number.textContent))),
    );
}

test.describe("the allergen filter", () => {
  test("hides what contains the chosen allergens, keeps items without data with a note, and lives in the URL", async ({ page }) => {
    const problems = watchConsole(page);
    await openMenu(page, "/ponudba");
    await page.locator(".allergen-filter summary").click();
    await page.getByRole("checkbox", { name: sl.allergens.names["1"] }).check();
    await expect(page).toHaveURL(/\/ponudba\?brez=1$/);

    await expect(page.locator("#aburgerji").getByRole("heading", { name: "Hišni burger" })).toBeHidden();
    await expect(page.locator("#gsolate").getByRole("heading", { name: "Mešana sezonska solata" })).toBeVisible();
    for (const numbers of await listedAllergens(page)) expect(numbers).not.toContain(1);
    // Coca-Cola has no allergen data: it stays, with the "ask the staff" note.
    const cola = page.locator("#pijaca .price-row", { hasText: "Coca-Cola" });
    await expect(cola).toBeVisible();
    await expect(cola).toContainText(sl.menu.allergensAsk);
    await expect(page.getByRole("status").filter({ hasText: /skrito: \d+/ })).toBeVisible();

    await page.getByRole("checkbox", { name: sl.allergens.names["2"] }).check();
    await expect(page).toHaveURL(/\?brez=1&brez=2$/);
    // Every burger contains gluten: the section says why it is empty.
    await expect(page.locator("#aburgerji")).toContainText(sl.menu.emptySection);

    await page.reload();
    await waitForStoredLanguage(page);
    await expect(page.getByRole("checkbox", { name: sl.allergens.names["1"] })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: sl.allergens.names["2"] })).toBeChecked();
    await expect(page.locator("#aburgerji")).toContainText(sl.menu.emptySection);

    await page.getByRole("link", { name: sl.allergens.clear }).click();
    await expect(page).toHaveURL(/\/ponudba$/);
    await expect(page.locator("#aburgerji").getByRole("heading", { name: "Hišni burger" })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test("combines with the category selection and the student menu", async ({ page }) => {
    await openMenu(page, "/studentski-boni?brez=1");
    const meals = page.locator("#boni .student-meals > li:not([hidden])");
    await expect(meals).toHaveCount(3); // the student meals without gluten
    await filterButton(page, sl.menu.drinks).click();
    await expect(page).toHaveURL(/\/ponudba\?kategorija=pijaca&brez=1$/);
    await expect(page.locator("#pijaca .price-row", { hasText: "Union" })).toBeHidden();
  });

  test("the legend lists all 14 allergens and follows the language menu", async ({ page }) => {
    await openMenu(page, "/ponudba?brez=8");
    const legend = page.locator("#alergeni");
    await expect(legend.locator("dd")).toHaveText(Object.values(sl.allergens.names));
    await chooseLanguage(page, "English");
    await expect(page).toHaveURL(/\/en\/ponudba\?brez=8$/);
    await expect(legend.getByRole("heading", { level: 2 })).toHaveText(en.allergens.title);
    await expect(legend.locator("dd")).toHaveText(Object.values(en.allergens.names));
    await expect(page.getByRole("checkbox", { name: en.allergens.names["8"] })).toBeChecked();
    await expect(page).toHaveTitle(en.seo.offer.title);
  });
});
