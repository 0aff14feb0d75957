import { expect, test } from "@playwright/test";
import sl from "../../locales/sl.json" with { type: "json" };
import { lunchDayLabel } from "../../shared/daily/lunch-labels";
import { lunchDayWrites, TODAY } from "../support/lunch-day";
import { workerInControl } from "./offline-helpers";
import { siteOnEmulator } from "./site-on-emulator";

const PROJECT = "lunch-e2e";

const site = siteOnEmulator({
  project: PROJECT,
  writes: lunchDayWrites({ offer: true }),
});

test("the home page shows today's lunch near the top: its day, window, dishes, prices and allergens by name", async ({ page }) => {
  await page.goto(`${site.url}/`);
  const lunch = page.locator("#malica");
  await expect(lunch.getByRole("heading", { name: "Danes za malico" })).toBeVisible();
  await expect(lunch).toContainText(lunchDayLabel("sl", TODAY));
  await expect(lunch).toContainText("s solato in juho");
  await expect(lunch.locator(".dish", { hasText: "Telečja obara" })).toContainText("10,90");
  await expect(lunch.locator(".dish", { hasText: "Telečja obara" })).toContainText(
    `Vsebuje: ${sl.allergens.names["1"]}, ${sl.allergens.names["9"]}`,
  );
  await expect(lunch.locator(".dish", { hasText: "Zelenjavna rižota" })).toContainText("Brez alergenov s seznama");

  await page.goto(`${site.url}/en`);
  await expect(page.locator("#malica").getByRole("heading", { name: "Today's lunch" })).toBeVisible();
  await expect(page.locator("#malica")).toContainText("Veal stew");
});

test("the lunch page's headings go in order: the offer, then each dish under it", async ({ page }) => {
  await page.goto(`${site.url}/malica`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Danes za malico", { useInnerText: true });
  await expect(page.locator("main").getByRole("heading", { level: 2 })).toHaveText(["Telečja obara", "Zelenjavna rižota"]);
  const levels = await page
    .locator("main :is(h1, h2, h3, h4, h5, h6)")
    .evaluateAll((headings) => headings.map((h) => Number(h.tagName[1])));
  expect(levels.filter((level, i) => i > 0 && level > (levels[i - 1] ?? 0) + 1)).toEqual([]);
});

test("the menu opens with the lunch, and its chip shows the lunch alone", async ({ page }) => {
  await page.goto(`${site.url}/ponudba`);
  const sections = page.locator("[data-menu-section]");
  await expect(sections.first()).toHaveAttribute("id", "malica");
  const chips = page.getByRole("group", { name: "Prikažite kategorije" }).getByRole("button");
  await expect(chips.nth(1)).toHaveText("Malica");
  await chips.nth(1).click();
  await expect(chips.nth(1)).toHaveAttribute("aria-pressed", "true");
  await expect(page.locator("#malica")).toBeVisible();
  await expect(page.locator("[data-menu-section]:visible")).toHaveCount(1);
});

test.describe("offline", () => {
  test.use({ serviceWorkers: "allow" });

  test("stored copies of the lunch page and the menu name the offer's day and never say 'today'", async ({ page, context }) => {
    await page.goto(`${site.url}/malica`);
    await expect(page.getByRole("heading", { level: 1, name: "Danes za malico" })).toBeVisible();
    await workerInControl(page);
    await page.reload(); // the second visit, through the service worker, stores the page
    await context.setOffline(true);
    await page.clock.install({ time: Date.now() + 86_400_000 }); // read the next day
    const dated = `Dnevna ponudba za ${lunchDayLabel("sl", TODAY)}`;

    await page.goto(`${site.url}/malica`);
    await expect(page.locator(".offline-notice")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(dated, { useInnerText: true });
    await expect(page.getByText("Danes za malico")).toBeHidden();
    await expect(page.locator(".lunch__when")).toContainText("00.00–23.59");

    await page.goto(`${site.url}/ponudba`); // stored when the worker installed
    await expect(page.locator(".offline-notice")).toBeVisible();
    await expect(page.locator("#malica").getByRole("heading", { level: 2 })).toHaveText(dated, { useInnerText: true });
    await expect(page.getByText("Danes za malico")).toBeHidden();
  });
});
