import { WCAG_TAGS, axeOn } from "./axe";
import { expect, test, type Page } from "@playwright/test";
import type { FoodData } from "../../shared/menu/menu-schema";
import { siteOnEmulator } from "./site-on-emulator";

/** The notices' texts as the site serves them. */
async function servedNotices(page: Page): Promise<string[]> {
  const notices = (await (await page.request.get(`${site.url}/api/obvestila`)).json()) as { msg: string }[];
  return notices.map((notice) => notice.msg);
}

const site = siteOnEmulator({ project: "undo-e2e", env: { EDITOR_LOCAL_IDENTITY: "lastnik@localhost" } });

// The small editor specs share this one site: a dish's other languages, then the undo.
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
  const opened = await axeOn(page).withTags(WCAG_TAGS).analyze();
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

test("a double tap on undo undoes once: the notice is as before, and the history shows one undo", async ({ page }) => {
  const notice = `${site.url}/urejanje/obvestila/praznicni-urnik`;
  await page.goto(notice);
  const text = page.getByLabel("Besedilo (slovensko)");
  const original = await text.inputValue();
  await text.fill("<p>Dvojni dotik</p>");
  await page.getByRole("button", { name: "Shrani", exact: true }).click();
  await expect(page.getByRole("status")).toContainText("Shranjeno");

  await page.goto(`${site.url}/urejanje`);
  const saved = page.locator(".card", { hasText: "Obvestilo »Dvojni dotik«" });
  await expect(saved).toHaveCount(1);
  // A slow phone: the first tap's undo reaches the server, its answer is still on the way when the owner taps again.
  let firstDone = () => {};
  let answerArrives = () => {};
  const [firstSent, secondTapped] = [new Promise<void>((done) => (firstDone = done)), new Promise<void>((done) => (answerArrives = done))];
  let sent = 0;
  await page.route("**/urejanje/razveljavi", async (route) => {
    sent += 1;
    if (sent > 1) return route.continue();
    const response = await route.fetch();
    firstDone();
    await secondTapped;
    // The second tap has replaced this navigation: its answer has nowhere to go.
    await route.fulfill({ response }).catch(() => undefined);
  });
  const undo = saved.getByRole("button", { name: "Razveljavi zadnjo spremembo" });
  await undo.scrollIntoViewIfNeeded();
  const box = await undo.boundingBox();
  if (!box) throw new Error("the undo button is not on the screen");
  // Taps at the button itself, as a finger does: no waiting for the first tap's page.
  const tap = () => page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  await tap();
  await firstSent;
  await tap();
  answerArrives();
  // The second tap's page comes after its undo is refused and redirected, on the emulator: seconds on a loaded machine.
  await expect(page.getByRole("status")).toContainText("Ta sprememba je že razveljavljena. Nič ni spremenjeno.", { timeout: 20_000 });
  expect(sent).toBe(2);

  await page.goto(notice);
  await expect(text).toHaveValue(original);
  await page.goto(`${site.url}/urejanje`);
  // The save and one undo of it (»Dvojni dotik« → the text before), nothing more.
  await expect(page.locator(".card", { hasText: "»Dvojni dotik«" })).toHaveCount(2);
  await expect(page.locator(".card", { hasText: "besedilo: »Dvojni dotik« →" })).toHaveCount(1);
});

test("a dish moved to another group and undone from the history is on /api/hrana once, in its old group, with its price", async ({
  page,
}) => {
  await page.goto(`${site.url}/urejanje/meni/bdomaceJedi/23`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pasulj s klobaso");
  await page.getByLabel("Skupina").selectOption({ label: "Jedi z žara" });
  await page.getByRole("button", { name: "Shrani", exact: true }).click();
  await expect(page.getByRole("status")).toContainText("Shranjeno");
  await expect(page).toHaveURL(/\/urejanje\/meni\/cjediNaZaru\/23\?/);

  await page.goto(`${site.url}/urejanje`);
  const move = page.locator(".card").first();
  await expect(move.getByRole("heading")).toHaveText("Pasulj s klobaso");
  await expect(move.locator(".change-lines li").first()).toHaveText("premaknjeno iz Domače jedi v Jedi z žara");
  await expect(page.locator(".card", { hasText: "Pasulj s klobaso" })).toHaveCount(1);
  await move.getByRole("button", { name: "Razveljavi zadnjo spremembo" }).click();
  await expect(page.getByRole("status")).toContainText("razveljavljena");

  const food = (await (await page.request.get(`${site.url}/api/hrana`)).json()) as FoodData;
  const listed = food.dishes.flatMap((group) => group.items.filter((item) => item.id === 23).map((item) => [group.key, item.price]));
  expect(listed).toEqual([["bdomaceJedi", 7.9]]);
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("a deleted notice is brought back by the undo on the page that follows the delete", async ({ page }) => {
    await page.goto(`${site.url}/urejanje/obvestila/studentski-boni`);
    const text = await page.getByLabel("Besedilo (slovensko)").inputValue();
    await page.getByRole("button", { name: "Izbriši" }).click();
    const status = page.getByRole("status");
    await expect(status).toContainText("Izbrisano.");
    await expect(status).toContainText("Obvestilo »Študentske bone unovčite");
    await expect(page.locator("#n-studentski-boni")).toHaveCount(0);
    expect(await servedNotices(page)).not.toContainEqual(expect.stringContaining("Študentske bone unovčite"));

    await page.getByRole("status").getByRole("button", { name: "Razveljavi zadnjo spremembo" }).click();
    await expect(page.getByRole("status")).toContainText("razveljavljena");
    await expect(page.locator("#n-studentski-boni")).toBeVisible();
    await page.goto(`${site.url}/urejanje/obvestila/studentski-boni`);
    await expect(page.getByLabel("Besedilo (slovensko)")).toHaveValue(text);
    expect(await servedNotices(page)).toContainEqual(expect.stringContaining("Študentske bone unovčite"));
  });
});
