import { expect, test } from "@playwright/test";
import en from "../../locales/en.json" with { type: "json" };
import { waitForStoredLanguage } from "./console";

const CASES = [
  {
    path: "/404",
    home: "/",
    badge: "Napaka",
    header: "Stran ni najdena",
    paragraph: "Oprostite, strani, ki jo iščete, ni mogoče najti. Morda je bila odstranjena, preimenovana ali je začasno nedosegljiva.",
    button: "Pojdite na domačo stran",
  },
  {
    path: "/en/404",
    home: "/en",
    badge: en["404"].badge,
    header: en["404"].header,
    paragraph: en["404"].paragraph,
    button: en["404"].homeButton,
  },
];

for (const c of CASES) {
  test(`${c.path} shows the not-found texts and its picture links home`, async ({ page }) => {
    const response = await page.goto(c.path);
    expect(response?.status()).toBe(404);
    const main = page.locator("main");
    await expect(main.locator(".badge")).toHaveText(c.badge);
    await expect(main.locator("h1")).toHaveText(c.header);
    await expect(main.locator(".lead")).toHaveText(c.paragraph);
    await expect(main.getByRole("link", { name: c.button })).toHaveCount(2);
    await waitForStoredLanguage(page);
    await main.locator(".not-found__picture").click();
    await expect(page).toHaveURL(new RegExp(`${c.home}$`));
  });
}

test("English texts of the not-found page are real English", () => {
  expect(en["404"]).toEqual({
    badge: "Error",
    header: "Page not found",
    paragraph: "Sorry, the page you are looking for cannot be found. It may have been removed, renamed or be temporarily unavailable.",
    homeButton: "Go to the home page",
  });
});

test("an unknown path lands on the not-found page", async ({ page }) => {
  await page.goto("/ni-take-strani");
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.locator("h1")).toHaveText("Stran ni najdena");
});
