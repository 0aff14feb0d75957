import { expect, test } from "@playwright/test";
import en from "../../locales/en.json" with { type: "json" };
import sl from "../../locales/sl.json" with { type: "json" };
import { LANGS } from "../../shared/i18n/lang";
import { pagePath } from "../../shared/site/site-pages";
import { waitForStoredLanguage, watchConsole } from "./console";
import { ALL_SECTION_IDS, CATEGORY_LABELS, filterButton, openMenu, pressedButtons, shownSections } from "./menu-helpers";
import { PHONE_ONLY } from "./screens";

const ALL_PRESSED = [sl.menu.all, ...Object.values(CATEGORY_LABELS), sl.menu.drinks];

test.describe("the category selection (docs/menu.md), driven in Chromium", () => {
  test("starts with everything selected and the whole list shown", async ({ page }) => {
    const problems = watchConsole(page);
    await openMenu(page, "/ponudba");
    await expect.poll(() => pressedButtons(page)).toEqual(ALL_PRESSED);
    await expect(filterButton(page, sl.menu.student)).toHaveAttribute("aria-pressed", "false");
    await expect.poll(() => shownSections(page)).toEqual(ALL_SECTION_IDS);
    expect(problems).toEqual([]);
  });

  test("walks through every transition and keeps the URL in step", async ({ page }) => {
    const problems = watchConsole(page);
    await openMenu(page, "/ponudba");

    // all + a category → only that category
    await filterButton(page, CATEGORY_LABELS.cjediNaZaru).click();
    await expect(page).toHaveURL(/\/ponudba\?kategorija=cjediNaZaru$/);
    await expect.poll(() => pressedButtons(page)).toEqual([CATEGORY_LABELS.cjediNaZaru]);
    // Sauces and sides come with any food.
    await expect.poll(() => shownSections(page)).toEqual(["cjediNaZaru", "dodatki"]);

    // some + another category → both, in display order
    await filterButton(page, CATEGORY_LABELS.aburgerji).click();
    await expect(page).toHaveURL(/\?kategorija=aburgerji&kategorija=cjediNaZaru$/);
    await expect.poll(() => shownSections(page)).toEqual(["aburgerji", "cjediNaZaru", "dodatki"]);

    // some + a selected category → deselected
    await filterButton(page, CATEGORY_LABELS.cjediNaZaru).click();
    await expect(page).toHaveURL(/\?kategorija=aburgerji$/);
    await expect.poll(() => pressedButtons(page)).toEqual([CATEGORY_LABELS.aburgerji]);

    // the last selected category stays selected
    await filterButton(page, CATEGORY_LABELS.aburgerji).click();
    await expect(filterButton(page, CATEGORY_LABELS.aburgerji)).toHaveAttribute("aria-pressed", "true");
    await expect(page).toHaveURL(/\?kategorija=aburgerji$/);
    await expect.poll(() => shownSections(page)).toEqual(["aburgerji", "dodatki"]);

    // the student toggle: on, with every category off, at /studentski-boni
    await filterButton(page, sl.menu.student).click();
    await expect(page).toHaveURL(/\/studentski-boni$/);
    await expect.poll(() => pressedButtons(page)).toEqual([sl.menu.student]);
    await expect.poll(() => shownSections(page)).toEqual(["boni"]);
    await expect(page).toHaveTitle(sl.seo.boni.title);

    // pressing it again keeps the student menu
    await filterButton(page, sl.menu.student).click();
    await expect(page).toHaveURL(/\/studentski-boni$/);
    await expect.poll(() => pressedButtons(page)).toEqual([sl.menu.student]);

    // student + a category → student off, only that category, back on ponudba
    await filterButton(page, CATEGORY_LABELS.hpalačinke).click();
    await expect(page).toHaveURL(/\/ponudba\?kategorija=hpala%C4%8Dinke$/);
    await expect.poll(() => pressedButtons(page)).toEqual([CATEGORY_LABELS.hpalačinke]);
    await expect.poll(() => shownSections(page)).toEqual(["hpalačinke", "dodatki"]);

    // some + "all offer" → all
    await filterButton(page, sl.menu.all).click();
    await expect(page).toHaveURL(/\/ponudba$/);
    await expect.poll(() => pressedButtons(page)).toEqual(ALL_PRESSED);

    // all + the student toggle → student
    await filterButton(page, sl.menu.student).click();
    await expect(page).toHaveURL(/\/studentski-boni$/);

    // student + "all offer" → all, student off
    await filterButton(page, sl.menu.all).click();
    await expect(page).toHaveURL(/\/ponudba$/);
    await expect.poll(() => pressedButtons(page)).toEqual(ALL_PRESSED);
    await expect.poll(() => shownSections(page)).toEqual(ALL_SECTION_IDS);

    // all + "all offer" → still all
    await filterButton(page, sl.menu.all).click();
    await expect.poll(() => pressedButtons(page)).toEqual(ALL_PRESSED);
    expect(problems).toEqual([]);
  });

  test("adding the last missing category presses 'all offer' again", async ({ page }) => {
    const keys = Object.keys(CATEGORY_LABELS).filter((key) => key !== "etestenine");
    await openMenu(page, `/ponudba?${[...keys, "pijaca"].map((key) => `kategorija=${encodeURIComponent(key)}`).join("&")}`);
    await expect(filterButton(page, sl.menu.all)).toHaveAttribute("aria-pressed", "false");
    await filterButton(page, CATEGORY_LABELS.etestenine).click();
    await expect(filterButton(page, sl.menu.all)).toHaveAttribute("aria-pressed", "true");
    await expect(page).toHaveURL(/\/ponudba$/);
  });

  test("a reload or a shared link shows the same view, rendered by the server", async ({ page, request }) => {
    await openMenu(page, "/ponudba");
    await filterButton(page, CATEGORY_LABELS.gsolate).click();
    await filterButton(page, sl.menu.drinks).click();
    await expect(page).toHaveURL(/\?kategorija=gsolate&kategorija=pijaca$/);
    await page.reload();
    await waitForStoredLanguage(page);
    await expect.poll(() => pressedButtons(page)).toEqual([CATEGORY_LABELS.gsolate, sl.menu.drinks]);
    await expect.poll(() => shownSections(page)).toEqual(["gsolate", "dodatki", "pijaca"]);

    const html = await (await request.get("/ponudba?kategorija=gsolate&kategorija=pijaca")).text();
    const sectionTag = (id: string) => new RegExp(`<section id="${id}"[^>]*>`).exec(html)?.[0] ?? "";
    expect(sectionTag("gsolate")).not.toContain("hidden");
    expect(sectionTag("pijaca")).not.toContain("hidden");
    expect(sectionTag("aburgerji")).toContain("hidden");
  });
});

test.describe("the student menu", () => {
  test("/studentski-boni opens with the student toggle on, one price, the meals in order", async ({ page }) => {
    const problems = watchConsole(page);
    await openMenu(page, "/studentski-boni");
    await expect.poll(() => pressedButtons(page)).toEqual([sl.menu.student]);
    const student = page.locator("#boni");
    await expect(student.getByRole("heading", { level: 2 })).toHaveText(sl.boni.title);
    await expect(student.locator(".student-price__value")).toHaveText("3,00\u00a0€");
    await expect(student.getByRole("heading", { name: sl.boni.howTitle })).toBeVisible();
    const meals = student.locator(".student-meals > li h4");
    await expect(meals).toHaveCount(19);
    await expect(meals.first()).toHaveText("Čevapi s pomfrijem");
    await expect(meals.last()).toHaveText("Falafel v tortilji");
    expect(await page.locator("body").innerText()).not.toMatch(/4\s?€|4,00/);
    expect(problems).toEqual([]);
  });

  test("/en/studentski-boni is the student menu in English", async ({ page }) => {
    await openMenu(page, "/en/studentski-boni");
    await expect(page.getByRole("group", { name: en.menu.filterLabel }).getByRole("button", { name: en.menu.student })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(page.locator("#boni .student-price__value")).toHaveText("€3.00");
    await expect(page.locator("#boni .student-meals > li h4").first()).toHaveText("Cevapi with fries");
  });

  test("the footer and navbar student links open the student menu from anywhere", async ({ page }) => {
    const problems = watchConsole(page);
    await openMenu(page, "/lokacija");
    await page.getByRole("contentinfo").getByRole("link", { name: sl.footer.vouchers }).click();
    await expect(page).toHaveURL(/\/studentski-boni$/);
    await expect(filterButton(page, sl.menu.student)).toHaveAttribute("aria-pressed", "true");
    await expect(page.locator("#boni")).toBeVisible();

    await filterButton(page, sl.menu.drinks).click();
    // A press before the page's script runs is the form's: it lands on the price list (#cenik), as without script.
    await expect(page).toHaveURL(/\/ponudba\?kategorija=pijaca(?:#cenik)?$/);
    await page.locator("header").getByRole("link", { name: sl.nav.vouchers }).filter({ visible: true }).click();
    await expect(page).toHaveURL(/\/studentski-boni$/);
    await expect.poll(() => shownSections(page)).toEqual(["boni"]);
    expect(problems).toEqual([]);
  });
});

test.describe("the drinks price list", () => {
  test("shows only drinks, grouped, with sizes, draught, serving hints and a free water", async ({ page }) => {
    const problems = watchConsole(page);
    await openMenu(page, "/ponudba");
    await filterButton(page, sl.menu.drinks).click();
    await expect(page).toHaveURL(/\?kategorija=pijaca$/);
    await expect.poll(() => shownSections(page)).toEqual(["pijaca"]);
    const drinks = page.locator("#pijaca");
    await expect(drinks.getByRole("heading", { level: 2 })).toHaveText(sl.drinks.title);
    await expect(drinks.getByRole("heading", { level: 3 })).toHaveText(Object.values(sl.drinks.groups));
    const water = drinks.locator(".price-row", { hasText: "Voda iz pipe" });
    await expect(water).toContainText("0,5\u00a0l");
    await expect(water).toContainText(sl.menu.free);
    await expect(water).toContainText(sl.drinks.hints.led);
    await expect(drinks.locator(".price-row", { hasText: "Coca-Cola" })).toContainText(sl.drinks.hints.ZERO);
    await expect(drinks.locator(".price-row__tag", { hasText: sl.drinks.draught })).toHaveCount(2);
    await expect(drinks.locator(".price-row", { hasText: "Zlata radgonska penina" })).toContainText("0,75\u00a0l");
    // Items flagged `ignore` are not listed.
    await expect(drinks.getByText("Kuhano vino")).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test("reads in English with translated groups and hints", async ({ page }) => {
    await openMenu(page, "/en/ponudba?kategorija=pijaca");
    const drinks = page.locator("#pijaca");
    await expect(drinks.getByRole("heading", { level: 3 }).first()).toHaveText(en.drinks.groups.brezalkoholne);
    const tea = drinks.locator(".price-row", { hasText: "Iced tea" });
    await expect(tea).toContainText("0.25\u00a0l");
    await expect(tea).toContainText(en.drinks.hints.led);
    await expect(tea).toContainText("€2.80");
  });

  test("a draught badge stays whole on one line in every language, on a phone", PHONE_ONLY, async ({ page }) => {
    for (const lang of LANGS) {
      await page.goto(`${pagePath("offer", lang)}?kategorija=pijaca`);
      const lines = await page
        .locator("#pijaca .price-row__tag")
        .evaluateAll((badges) => badges.map((badge) => `${badge.textContent ?? ""}: ${badge.getClientRects().length}`));
      expect(lines, lang).toHaveLength(2);
      for (const line of lines) expect(line, lang).toMatch(/: 1$/);
    }
  });
});
