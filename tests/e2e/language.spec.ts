import { expect, test } from "@playwright/test";
import de from "../../locales/de.json" with { type: "json" };
import en from "../../locales/en.json" with { type: "json" };
import sl from "../../locales/sl.json" with { type: "json" };
import build from "../../dist/build-info.json" with { type: "json" };
import { LANGS, LANGUAGES } from "../../shared/i18n/lang";
import { MESSAGES } from "./locales";
import { pagePath } from "../../shared/site/site-pages";
import { waitForStoredLanguage, watchConsole } from "./console";
import { chooseLanguage } from "./language-menu";

const langCookie = async (context: import("@playwright/test").BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === "lang")?.value;

test("the language menu switches /ponudba to English and remembers it", async ({ page, context }) => {
  const problems = watchConsole(page);
  await page.goto("/ponudba");
  await waitForStoredLanguage(page);
  expect(await page.evaluate(() => localStorage.getItem("lang"))).toBe("si");
  await chooseLanguage(page, "English");
  await expect(page).toHaveURL(/\/en\/ponudba$/);
  await expect(page).toHaveTitle(en.seo.offer.title);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", en.seo.offer.description);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.locator("h1")).toHaveText(en.menu.menu);
  expect(await page.evaluate(() => localStorage.getItem("lang"))).toBe("en");
  expect(await langCookie(context)).toBe("en");

  await page.reload();
  await expect(page).toHaveTitle(en.seo.offer.title);
  // A Slovenian URL now sends the returning visitor to English.
  await page.goto("/ponudba");
  await expect(page).toHaveURL(/\/en\/ponudba$/);
  expect(problems).toEqual([]);
});

test("choosing Deutsch stores de, and a returning visitor's Slovenian URL leads to the German page", async ({ page, context }) => {
  await page.goto("/lokacija");
  await waitForStoredLanguage(page);
  await chooseLanguage(page, "Deutsch");
  await expect(page).toHaveURL(/\/de\/lokacija$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page).toHaveTitle(de.seo.location.title);
  await waitForStoredLanguage(page);
  expect(await page.evaluate(() => localStorage.getItem("lang"))).toBe("de");
  expect(await langCookie(context)).toBe("de");
  await page.goto("/o-nas");
  await expect(page).toHaveURL(/\/de\/o-nas$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(de.about.title);
});

test("switching back to Slovenian stores si, so the server no longer sends the visitor elsewhere", async ({ page, context }) => {
  await page.goto("/en/lokacija");
  await waitForStoredLanguage(page);
  await chooseLanguage(page, "Slovenščina");
  await expect(page).toHaveURL(/\/lokacija$/);
  await expect(page).toHaveTitle(sl.seo.location.title);
  expect(await page.evaluate(() => localStorage.getItem("lang"))).toBe("si");
  expect(await langCookie(context)).toBe("si");
  await page.goto("/lokacija");
  await expect(page).toHaveURL(/\/lokacija$/);
});

test("opening /en/cevapi-ljubljana directly sets English", async ({ page }) => {
  await page.goto("/en/cevapi-ljubljana");
  await waitForStoredLanguage(page);
  expect(await page.evaluate(() => localStorage.getItem("lang"))).toBe("en");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("the language menu keeps the menu's view and the reader's place", async ({ page }) => {
  await page.goto("/ponudba");
  await waitForStoredLanguage(page);
  await page.getByRole("group", { name: sl.menu.filterLabel }).getByRole("button", { name: sl.menu.drinks, exact: true }).click();
  await expect(page).toHaveURL(/\/ponudba\?kategorija=pijaca$/);
  await page.evaluate(() => (location.hash = "pijaca"));
  await chooseLanguage(page, "Italiano");
  await expect(page).toHaveURL(/\/it\/ponudba\?kategorija=pijaca#pijaca$/);
  await expect(page.locator("#pijaca")).toBeVisible();
  await expect(page.locator("#aburgerji")).toBeHidden();
});

test("the language menu closes on a press elsewhere and on Escape", async ({ page }) => {
  await page.goto("/hr");
  await waitForStoredLanguage(page);
  const menu = page.locator(".lang-menu");
  await menu.locator("summary").click();
  await expect(menu.getByRole("link", { name: "Deutsch" })).toBeVisible();
  await page.locator("main h1").click();
  await expect(menu.getByRole("link", { name: "Deutsch" })).toBeHidden();
  await menu.locator("summary").click();
  await page.keyboard.press("Escape");
  await expect(menu.getByRole("link", { name: "Deutsch" })).toBeHidden();
});

test("pages bring their own strings: no language file is fetched", async ({ page, request }) => {
  const requests: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/assets/i18n/")) requests.push(request.url());
  });
  await page.goto("/o-nas");
  await waitForStoredLanguage(page);
  await chooseLanguage(page, "Hrvatski");
  await expect(page).toHaveURL(/\/hr\/o-nas$/);
  await waitForStoredLanguage(page);
  expect(requests).toEqual([]);
  // The translation file is still served with the build stamp as cb (docs/caching.md).
  const response = await request.get(`/assets/i18n/en.json?cb=${build.stamp}`);
  expect(response.status()).toBe(200);
  expect(((await response.json()) as typeof en).menu.menu).toBe(en.menu.menu);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the language menu opens and leads to the same page in each language", async ({ page }) => {
    for (const lang of LANGS) {
      await page.goto("/studentski-boni");
      const menu = page.locator(".lang-menu");
      await menu.locator("summary").click();
      await menu.getByRole("link", { name: LANGUAGES[lang].name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${pagePath("vouchers", lang)}$`));
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page).toHaveTitle(MESSAGES[lang].seo.boni.title);
    }
  });
});

test.describe("a browser that prefers German", () => {
  test.use({ locale: "de-DE", extraHTTPHeaders: { "Accept-Language": "de-DE,de;q=0.9" } });

  test("is offered the German page on a Slovenian one, and the offer's dismissal is remembered", async ({ page, context }) => {
    await page.goto("/ponudba");
    await expect(page).toHaveURL(/\/ponudba$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "sl");
    const offer = page.locator(".lang-offer");
    await expect(offer.getByRole("link", { name: de.lang.offer })).toHaveAttribute("href", "/de/ponudba");
    await waitForStoredLanguage(page);
    await offer.getByRole("button", { name: de.lang.offerDismiss }).click();
    await expect(offer).toHaveCount(0);
    await expect(page).toHaveURL(/\/ponudba$/);
    expect(await langCookie(context)).toBe("si");
    await page.goto("/o-nas");
    await expect(page.locator(".lang-offer")).toHaveCount(0);
  });

  test("follows the offer to the German page", async ({ page }) => {
    await page.goto("/lokacija");
    await page.locator(".lang-offer").getByRole("link", { name: de.lang.offer }).click();
    await expect(page).toHaveURL(/\/de\/lokacija$/);
    await expect(page.locator(".lang-offer")).toHaveCount(0);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("declines the offer through the server, which remembers it", async ({ page, context }) => {
      await page.goto("/o-nas");
      await page.locator(".lang-offer").getByRole("button", { name: de.lang.offerDismiss }).click();
      await expect(page).toHaveURL(/\/o-nas$/);
      await expect(page.locator(".lang-offer")).toHaveCount(0);
      expect(await langCookie(context)).toBe("si");
    });
  });
});
