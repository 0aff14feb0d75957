import { expect, test, type Browser, type Page } from "@playwright/test";
import sl from "../../locales/sl.json" with { type: "json" };
import { waitForStoredLanguage } from "./console";
import { CATEGORY_LABELS, filterButton, gapBelowHeader, openAllergenFilter, pressedButtons, shownSections } from "./menu-helpers";

interface Seen {
  url: string;
  pressed: string[];
  sections: string[];
}

async function seen(page: Page): Promise<Seen> {
  const url = new URL(page.url());
  return { url: `${url.pathname}${url.search}`, pressed: await pressedButtons(page), sections: await shownSections(page) };
}

/** Runs the same presses with JavaScript off and on and returns what each showed after every step. */
async function bothWays(browser: Browser, steps: ((page: Page) => Promise<void>)[]): Promise<Record<"off" | "on", Seen[]>> {
  const result = { off: [] as Seen[], on: [] as Seen[] };
  for (const mode of ["off", "on"] as const) {
    const context = await browser.newContext({ javaScriptEnabled: mode === "on" });
    const page = await context.newPage();
    await page.goto("/ponudba");
    if (mode === "on") await waitForStoredLanguage(page);
    for (const step of steps) {
      await step(page);
      if (mode === "off") await page.waitForLoadState("load");
      // The first press hydrates the island and is then repeated; by the mark it has been.
      else await expect(page.locator("site-island[data-name='menuFilter'][data-hydrated]")).toBeAttached();
      result[mode].push(await seen(page));
    }
    await context.close();
  }
  return result;
}

test.describe("the menu filter without script", () => {
  test("from all, žar shows only žar, then burgerji adds burgerji: the same URL and view with and without script", async ({ browser }) => {
    const { off, on } = await bothWays(browser, [
      (page) => filterButton(page, CATEGORY_LABELS.cjediNaZaru).click(),
      (page) => filterButton(page, CATEGORY_LABELS.aburgerji).click(),
    ]);
    expect(off[0]?.url).toBe("/ponudba?kategorija=cjediNaZaru");
    expect(off[0]?.pressed).toEqual([CATEGORY_LABELS.cjediNaZaru]);
    expect(off[0]?.sections).toContain("cjediNaZaru");
    expect(off[0]?.sections).not.toContain("aburgerji");
    expect(off[1]?.url).toBe("/ponudba?kategorija=aburgerji&kategorija=cjediNaZaru");
    expect(off[1]?.pressed).toEqual([CATEGORY_LABELS.aburgerji, CATEGORY_LABELS.cjediNaZaru]);
    expect(off[1]?.sections).toEqual(expect.arrayContaining(["aburgerji", "cjediNaZaru"]));
    expect(on).toEqual(off);
  });

  test("the student toggle moves to the vouchers page (a second press changes nothing), a section leaves it, 'all offer' selects all", async ({
    browser,
  }) => {
    const { off, on } = await bothWays(browser, [
      (page) => filterButton(page, sl.menu.student).click(),
      (page) => filterButton(page, sl.menu.student).click(),
      (page) => filterButton(page, CATEGORY_LABELS.gsolate).click(),
      (page) => filterButton(page, sl.menu.all).click(),
    ]);
    expect(off.map((step) => step.url)).toEqual(["/studentski-boni", "/studentski-boni", "/ponudba?kategorija=gsolate", "/ponudba"]);
    expect(on).toEqual(off);
  });

  test("the allergen filter is a form: ticking and applying it gives the island's query, and clearing removes it", async ({ browser }) => {
    const results: Record<string, Seen[]> = {};
    for (const mode of ["off", "on"] as const) {
      const context = await browser.newContext({ javaScriptEnabled: mode === "on" });
      const page = await context.newPage();
      await page.goto("/ponudba?kategorija=cjediNaZaru");
      if (mode === "on") await waitForStoredLanguage(page);
      await openAllergenFilter(page);
      const apply = page.getByRole("button", { name: sl.allergens.apply });
      await page.getByRole("checkbox", { name: sl.allergens.names["1"] }).check();
      if (mode === "off") await apply.click();
      else await expect(apply).toBeHidden();
      await expect(page).toHaveURL(/brez=1/);
      const steps = [await seen(page)];
      await page.getByRole("link", { name: sl.allergens.clear }).click();
      await expect(page).not.toHaveURL(/brez=/);
      steps.push(await seen(page));
      results[mode] = steps;
      await context.close();
    }
    expect(results.off?.map((step) => step.url)).toEqual(["/ponudba?kategorija=cjediNaZaru&brez=1", "/ponudba?kategorija=cjediNaZaru"]);
    expect(results.on).toEqual(results.off);
  });
});

test.describe("without script, a filter lands on its results", () => {
  test.use({ javaScriptEnabled: false });

  /** The chips and the first section they show are on screen, below the sticky header. */
  async function resultsInView(page: Page): Promise<void> {
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect(page.locator(".category-filter")).toBeInViewport();
    await expect(page.locator(".menu-sections > section:not([hidden])").first()).toBeInViewport();
    expect(await gapBelowHeader(page, ".menu-controls")).toBeGreaterThanOrEqual(0);
  }

  test("a chip's page opens at the filter and its results, not at the top", async ({ page }) => {
    await page.goto("/ponudba");
    await filterButton(page, CATEGORY_LABELS.cjediNaZaru).click();
    await page.waitForLoadState("load");
    expect(new URL(page.url()).hash).toBe("#cenik");
    expect(await shownSections(page)).toContain("cjediNaZaru");
    await resultsInView(page);
  });

  test("the allergen form's page opens at the filter and its results too", async ({ page }) => {
    await page.goto("/ponudba");
    await openAllergenFilter(page);
    await page.getByRole("checkbox", { name: sl.allergens.names["1"] }).check();
    await page.getByRole("button", { name: sl.allergens.apply }).click();
    await page.waitForLoadState("load");
    expect(new URL(page.url()).searchParams.getAll("brez")).toEqual(["1"]);
    expect(new URL(page.url()).hash).toBe("#izbor");
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect(page.getByRole("status").filter({ hasText: /\d/ })).toBeInViewport();
    await expect(page.locator(".menu-sections > section:not([hidden])").first()).toBeInViewport();
  });
});
