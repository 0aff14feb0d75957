import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { siteOnEmulator } from "./site-on-emulator";

const site = siteOnEmulator({ project: "languages-editor-e2e", env: { EDITOR_LOCAL_IDENTITY: "lastnik@localhost" } });

const GERMAN = "Gegrillte Pleskavica im hausgemachten Fladenbrot, mit frischen Zwiebeln.";

test("the owner opens the other languages on a phone, writes a German description and saves it: /de/ponudba shows it", async ({ page }) => {
  await page.goto(`${site.url}/urejanje/meni`);
  await expect(page.locator("h1")).toHaveText("Meni");
  await expect(page.getByRole("heading", { name: "Potrebuje pozornost" })).toBeVisible();
  await expect(page.locator(".attention")).toContainText("59 postavk brez nemškega opisa");
  await page.getByRole("link", { name: "Pleskavica", exact: true }).click();

  const german = page.getByLabel("Opis v nemščini");
  await expect(german).toBeHidden();
  await page.getByText("Drugi jeziki (neobvezno)").click();
  await expect(german).toBeVisible();
  await expect(german).toHaveAttribute("lang", "de");
  const opened = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
  expect(opened.violations.map((violation) => `${violation.id} (${violation.nodes.length})`)).toEqual([]);
  await german.fill(GERMAN);
  await page.getByRole("button", { name: "Shrani", exact: true }).click();
  await expect(page.getByRole("status")).toContainText("Shranjeno");
  await expect(page.locator("details.translations summary")).toContainText("napisano: nemščina");

  const food = (await (await page.request.get(`${site.url}/api/hrana`)).json()) as {
    dishes: { key: string; items: { name: string; prevodi: { de?: { opis: string } } }[] }[];
  };
  const grill = food.dishes.find((group) => group.key === "cjediNaZaru")?.items ?? [];
  expect(grill.find((item) => item.name === "Pleskavica")?.prevodi.de?.opis).toBe(GERMAN);

  await page.goto(`${site.url}/de/ponudba`);
  const dish = page.locator("#cjediNaZaru .dish", { has: page.locator(".dish__name", { hasText: /^Pleskavica$/ }) });
  await expect(dish.locator(".dish__description")).toHaveText(GERMAN);
  await expect(dish.locator(".dish__description")).not.toHaveAttribute("lang", /./);

  await page.goto(`${site.url}/urejanje/meni`);
  await expect(page.locator(".attention")).toContainText("58 postavk brez nemškega opisa");
});
