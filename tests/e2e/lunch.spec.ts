import { expect, test } from "@playwright/test";
import sl from "../../locales/sl.json" with { type: "json" };
import { lunchDayLabel } from "../../shared/daily/lunch-labels";
import { isoDate, wallClock } from "../../shared/restaurant/opening-hours";
import { encodeFields } from "../../worker/firestore/values";
import { type SiteOnEmulator, startSiteOnEmulator } from "../support/emulator-site";
import type { RunningSite } from "../support/site-server";
import { workerInControl } from "./offline-helpers";

const PROJECT = "lunch-e2e";
const TODAY = isoDate(wallClock(Date.now()));
// Open every day, all day, and lunch served all day: the test holds whatever day and hour it runs.
const ALL_DAY = { opens: "00:00", closes: "23:59" };
const WEEK = Object.fromEntries(
  ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((day) => [day, ALL_DAY]),
);
const OFFER = {
  date: TODAY,
  ...ALL_DAY,
  note: "s solato in juho",
  note_en: "with salad and soup",
  dishes: [
    { name: "Telečja obara", translate: "Veal stew", opis: "", price: 10.9, alergeni: [1, 9], item: null, soldOutUntil: null },
    { name: "Zelenjavna rižota", translate: "Vegetable risotto", opis: "", price: 9.5, alergeni: [], item: null, soldOutUntil: null },
  ],
};
let running: SiteOnEmulator | undefined;
let site: RunningSite;

test.describe.configure({ mode: "serial", timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  running = await startSiteOnEmulator({
    project: PROJECT,
    writes: [
      {
        update: {
          path: "urnik/odpiralni-cas",
          fields: encodeFields({ weekly: WEEK, closedOnPublicHolidays: false, exceptions: [], yearly: [] }),
        },
      },
      { update: { path: `dnevna/${TODAY}`, fields: encodeFields(OFFER) } },
    ],
  });
  site = running.site;
});

test.afterAll(async () => {
  await running?.stop();
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

test("the menu opens with the lunch, and its chip shows the lunch alone", async ({ page }) => {
  await page.goto(`${site.url}/ponudba`);
  const sections = page.locator("[data-menu-section]");
  await expect(sections.first()).toHaveAttribute("id", "malica");
  const chips = page.getByRole("group", { name: "Prikaži kategorije" }).getByRole("button");
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
