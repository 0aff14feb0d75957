import { expect, test } from "@playwright/test";
import sl from "../../locales/sl.json" with { type: "json" };
import { watchConsole } from "./console";
import { ALL_SECTION_IDS, openMenu } from "./menu-helpers";

test.describe("the menu screen's first paint", () => {
  test("the server sends the whole price list, the status tile and the legend; never 'Loading...' (the menu is always in the HTML)", async ({
    request,
  }) => {
    for (const path of ["/ponudba", "/meni", "/en/ponudba", "/studentski-boni"]) {
      const page = await (await request.get(path)).text();
      const html = page.slice(page.indexOf("<body>"));
      expect(html).not.toContain("Loading...");
      expect(html).toContain('class="visit-card"');
      expect(html).toContain('id="alergeni"');
      expect(html).toContain('id="cenik"');
    }
    const offerPage = await (await request.get("/ponudba")).text();
    const offer = offerPage.slice(offerPage.indexOf("<body>"));
    for (const id of ALL_SECTION_IDS) expect(offer).toMatch(new RegExp(`<section id="${id}"(?![^>]*hidden)[^>]*>`));
    expect(offer).toContain("Hišni burger");
    expect(offer).toContain('aria-pressed="true"');
  });

  test("a dish's allergen numbers are read out as one sentence with their names, and a tap writes each name beside its number", async ({
    page,
  }) => {
    await openMenu(page, "/ponudba");
    const allergens = page.locator(".dish", { hasText: "Hišni burger" }).locator(".item-allergens");
    await expect(allergens).toMatchAriaSnapshot(
      `- paragraph: "Alergeni: 1 Žita, ki vsebujejo gluten, 2 Mleko (vključno z laktozo), 3 Jajca, 5 Gorčično seme, 6 Sezamovo seme"`,
    );
    const first = allergens.locator(".allergen-number").first();
    await expect(first).toHaveAttribute("title", sl.allergens.names["1"]);
    const unnamedWidth = (await first.boundingBox())?.width ?? 0;
    await first.click();
    // The style sheet draws the name beside the number: its pill grows to hold it.
    await expect.poll(async () => (await first.boundingBox())?.width ?? 0).toBeGreaterThan(unnamedWidth * 4);
    await allergens.click();
    await expect.poll(async () => (await first.boundingBox())?.width ?? 0).toBe(unnamedWidth);
  });

  test("hydration changes nothing on screen: no layout shift", async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { shift: number }).shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) (window as unknown as { shift: number }).shift += entry.value;
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    const problems = watchConsole(page);
    await openMenu(page, "/ponudba");
    // Everything has loaded and been drawn, and the observer has been told of every shift.
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => (window as unknown as { shift: number }).shift)).toBe(0);
    expect(problems).toEqual([]);
  });

  test("the status tile shows the restaurant's name and whether it is open", async ({ page }) => {
    await openMenu(page, "/ponudba");
    const tile = page.locator(".visit-card");
    await expect(tile).toContainText(sl.home.title);
    await expect(tile.locator(".open-status strong")).toHaveText(new RegExp(`^(${sl.status.open}|${sl.status.closed})`));
    await expect(tile.getByRole("link", { name: /Pokličite/ })).toHaveAttribute("href", /^tel:\+386\d+$/);
  });

  test("prints as a clean price list: no navbar, filters or buttons", async ({ page }) => {
    await openMenu(page, "/ponudba");
    await page.emulateMedia({ media: "print" });
    for (const selector of [".site-header", "#obvestila", ".menu-controls", ".up-arrow", ".open-status"]) {
      await expect(page.locator(selector)).toBeHidden();
    }
    await expect(page.locator("#aburgerji")).toBeVisible();
    await expect(page.locator("#alergeni")).toBeVisible();
    expect(await page.locator("button:visible").count()).toBe(0);
  });
});
