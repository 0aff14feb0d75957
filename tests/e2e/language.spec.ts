import { expect, test } from "@playwright/test";
import en from "../../locales/en.json" with { type: "json" };
import sl from "../../locales/sl.json" with { type: "json" };
import build from "../../dist/build-info.json" with { type: "json" };
import { waitForStoredLanguage, watchConsole } from "./console";

test("the flag toggle switches /ponudba to English and remembers it", async ({ page, context }) => {
  const problems = watchConsole(page);
  await page.goto("/ponudba");
  await waitForStoredLanguage(page);
  expect(await page.evaluate(() => localStorage.getItem("lang"))).toBe("si");
  await page.getByRole("link", { name: "Switch to English" }).click();
  await expect(page).toHaveURL(/\/en\/ponudba$/);
  await expect(page).toHaveTitle(en.seo.offer.title);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", en.seo.offer.description);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.locator("h1")).toHaveText(en.menu.menu);
  expect(await page.evaluate(() => localStorage.getItem("lang"))).toBe("en");
  expect((await context.cookies()).find((cookie) => cookie.name === "lang")?.value).toBe("en");

  await page.reload();
  await expect(page).toHaveTitle(en.seo.offer.title);
  // A Slovenian URL now sends the returning visitor to English.
  await page.goto("/ponudba");
  await expect(page).toHaveURL(/\/en\/ponudba$/);
  expect(problems).toEqual([]);
});

test("switching back to Slovenian stores si and forgets the English cookie", async ({ page, context }) => {
  await page.goto("/en/lokacija");
  await waitForStoredLanguage(page);
  await page.getByRole("link", { name: "Preklopi v slovenščino" }).click();
  await expect(page).toHaveURL(/\/lokacija$/);
  await expect(page).toHaveTitle(sl.seo.location.title);
  expect(await page.evaluate(() => localStorage.getItem("lang"))).toBe("si");
  expect((await context.cookies()).find((cookie) => cookie.name === "lang")).toBeUndefined();
  await page.goto("/lokacija");
  await expect(page).toHaveURL(/\/lokacija$/);
});

test("opening /en/cevapi-ljubljana directly sets English", async ({ page }) => {
  await page.goto("/en/cevapi-ljubljana");
  await waitForStoredLanguage(page);
  expect(await page.evaluate(() => localStorage.getItem("lang"))).toBe("en");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("the toggle keeps the menu's view and the reader's place", async ({ page }) => {
  await page.goto("/ponudba");
  await waitForStoredLanguage(page);
  await page.getByRole("group", { name: sl.menu.filterLabel }).getByRole("button", { name: sl.menu.drinks, exact: true }).click();
  await expect(page).toHaveURL(/\/ponudba\?kategorija=pijaca$/);
  await page.evaluate(() => (location.hash = "pijaca"));
  await page.getByRole("link", { name: "Switch to English" }).click();
  await expect(page).toHaveURL(/\/en\/ponudba\?kategorija=pijaca#pijaca$/);
  await expect(page.locator("#pijaca")).toBeVisible();
  await expect(page.locator("#aburgerji")).toBeHidden();
});

test("pages bring their own strings: no language file is fetched", async ({ page, request }) => {
  const requests: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/assets/i18n/")) requests.push(request.url());
  });
  await page.goto("/o-nas");
  await waitForStoredLanguage(page);
  await page.getByRole("link", { name: "Switch to English" }).click();
  await expect(page).toHaveURL(/\/en\/o-nas$/);
  await waitForStoredLanguage(page);
  expect(requests).toEqual([]);
  // The translation file is still served with the build stamp as cb (docs/caching.md).
  const response = await request.get(`/assets/i18n/en.json?cb=${build.stamp}`);
  expect(response.status()).toBe(200);
  expect(((await response.json()) as typeof en).menu.menu).toBe(en.menu.menu);
});
