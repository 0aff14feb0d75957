import { expect, test } from "@playwright/test";
import { isoDate, wallClock } from "../../shared/restaurant/opening-hours";
import { addDays } from "../../shared/restaurant/public-holidays";
import { lunchDayWrites, TODAY } from "../support/lunch-day";
import { siteOnEmulator } from "./site-on-emulator";

const PROJECT = "lunch-editor-e2e";

// Open all day, every day: today's lunch is on the site whenever this runs.
const site = siteOnEmulator({
  project: PROJECT,
  writes: lunchDayWrites({ offer: false }),
  env: { EDITOR_LOCAL_IDENTITY: "lastnik@localhost" },
});

const TOMORROW = isoDate(addDays(wallClock(Date.now()), 1));

const SOUP_AND_TWO_MAINS = [
  { name: "Goveja juha", price: "3,50" },
  { name: "Telečja obara", price: "10,90" },
  { name: "Zelenjavna rižota", price: "9,50" },
];

interface Offer {
  date: string;
  dishes: { name: string; price: number }[];
}

test.describe("with JavaScript off, on a phone", () => {
  test.use({ javaScriptEnabled: false });

  test("the owner enters today's soup and two mains in one save; the lunch page and the API show all three", async ({ page }) => {
    await page.goto(`${site.url}/urejanje/malica/${TODAY}`);
    for (const [row, dish] of SOUP_AND_TWO_MAINS.entries()) {
      const group = page.getByRole("group", { name: `Jed ${row + 1}` });
      await group.getByLabel("Ime", { exact: true }).fill(dish.name);
      await group.getByLabel("Cena (€)").fill(dish.price);
    }
    await page.getByRole("button", { name: "Shrani", exact: true }).click();
    await expect(page.getByRole("status")).toContainText("Shranjeno");

    await page.goto(`${site.url}/malica`);
    await expect(page.locator("main").getByRole("heading", { level: 2 })).toHaveText(SOUP_AND_TWO_MAINS.map((dish) => dish.name));
    const offers = (await (await page.request.get(`${site.url}/api/dnevna`)).json()) as Offer[];
    expect(offers).toEqual([
      expect.objectContaining({
        date: TODAY,
        dishes: [
          expect.objectContaining({ name: "Goveja juha", price: 3.5 }),
          expect.objectContaining({ name: "Telečja obara", price: 10.9 }),
          expect.objectContaining({ name: "Zelenjavna rižota", price: 9.5 }),
        ],
      }),
    ]);
  });

  test("a wrong price in the third dish is shown beside it, blank rows are left out, and tomorrow stays off the API", async ({ page }) => {
    await page.goto(`${site.url}/urejanje/malica/${TOMORROW}`);
    const second = page.getByRole("group", { name: "Jed 2" });
    const third = page.getByRole("group", { name: "Jed 3" });
    await second.getByLabel("Ime", { exact: true }).fill("Jota");
    await second.getByLabel("Cena (€)").fill("9,90");
    await third.getByLabel("Ime", { exact: true }).fill("Sarma");
    await third.getByLabel("Cena (€)").fill("enajst");
    await page.getByRole("button", { name: "Shrani", exact: true }).click();

    await expect(third.getByLabel("Cena (€)")).toHaveAccessibleDescription("Vpišite ceno, npr. 9,90.");
    await expect(third.getByLabel("Cena (€)")).toHaveValue("enajst");
    await expect(second.getByLabel("Cena (€)")).not.toHaveAttribute("aria-invalid");
    await expect(second.getByLabel("Ime", { exact: true })).toHaveValue("Jota");

    await third.getByLabel("Cena (€)").fill("11,50");
    await page.getByRole("button", { name: "Shrani", exact: true }).click();
    await expect(page.getByRole("status")).toContainText("Shranjeno");
    // Saved without the blank first row, the two dishes come back as the first two.
    await expect(page.getByRole("group", { name: "Jed 1" }).getByLabel("Ime", { exact: true })).toHaveValue("Jota");
    await expect(page.getByRole("group", { name: "Jed 2" }).getByLabel("Ime", { exact: true })).toHaveValue("Sarma");
    const offers = (await (await page.request.get(`${site.url}/api/dnevna`)).json()) as Offer[];
    expect(offers.map((offer) => offer.date)).toEqual([TODAY]);
  });
});
