import { WCAG_TAGS, axeOn } from "./axe";
import { expect, test, type Page } from "@playwright/test";
import { datesLabel } from "../../shared/restaurant/hours-labels";
import { isoDate, wallClock } from "../../shared/restaurant/opening-hours";
import { addDays } from "../../shared/restaurant/public-holidays";
import { siteOnEmulator } from "./site-on-emulator";

const PROJECT = "editor-e2e";

const site = siteOnEmulator({ project: PROJECT, env: { EDITOR_LOCAL_IDENTITY: "lastnik@localhost" } });

const day = (offset: number) => isoDate(addDays(wallClock(Date.now()), offset));

/** The JSON-LD blocks of the page, parsed. */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  return page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((blocks) => blocks.map((block) => JSON.parse(block.textContent ?? "{}")));
}

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the owner closes tomorrow with an announcement: the footer, the JSON-LD and a guest notice show it", async ({ page }) => {
    await page.goto(`${site.url}/urejanje/urnik`);
    const row = page.getByRole("group", { name: "Izjeme na datum 3" });
    await row.getByLabel("Od", { exact: true }).fill(day(1));
    await row.getByLabel("Zaprto", { exact: true }).check();
    await row.getByLabel("Opomba", { exact: true }).fill("Inventura");
    await row.getByLabel("Opomba v angleščini").fill("Stocktaking");
    await row.getByLabel("Objavi kot obvestilo").check();
    await page.getByRole("button", { name: "Shrani", exact: true }).click();
    await expect(page).toHaveURL(/\/urejanje\/urnik\?(?:sprememba=[^&]+&)*sporocilo=saved$/);
    await expect(page.getByRole("status")).toContainText("Shranjeno");
    await expect(page.locator(".days")).toContainText("Inventura");

    await page.goto(`${site.url}/o-nas`);
    await expect(page.locator("footer")).toContainText("Inventura");
    await expect(page.locator(".notice").first()).toContainText(`${datesLabel("sl", day(1), day(1))}: zaprto (Inventura)`);
    const restaurant = (await jsonLd(page)).find((block) => block["@type"] === "Restaurant") as { openingHoursSpecification: object[] };
    expect(restaurant.openingHoursSpecification).toContainEqual(
      expect.objectContaining({ validFrom: day(1), validThrough: day(1), opens: "00:00", closes: "00:00" }),
    );
  });

  test("a yearly exception for today closes the open-now tile with its note, and the JSON-LD lists the day", async ({ page }) => {
    await page.goto(`${site.url}/urejanje/urnik`);
    const row = page.getByRole("group", { name: "Vsakoletne izjeme 1" });
    await row.getByLabel("Od", { exact: true }).fill(day(0).slice(5));
    await row.getByLabel("Zaprto", { exact: true }).check();
    await row.getByLabel("Opomba", { exact: true }).fill("Dan podjetja");
    await page.getByRole("button", { name: "Shrani", exact: true }).click();
    await expect(page.getByRole("status")).toContainText("Shranjeno");

    await page.goto(`${site.url}/ponudba`);
    await expect(page.locator(".open-status")).toContainText("Zaprto");
    await expect(page.locator(".open-status__note")).toHaveText("Dan podjetja");
    const restaurant = (await jsonLd(page)).find((block) => block["@type"] === "Restaurant") as { openingHoursSpecification: object[] };
    expect(restaurant.openingHoursSpecification).toContainEqual(
      expect.objectContaining({ validFrom: day(0), validThrough: day(0), opens: "00:00", closes: "00:00" }),
    );
  });

  test("the owner marks a dish sold out: the menu greys it, JSON-LD says SoldOut; an invalid price is refused beside the field", async ({
    page,
  }) => {
    await page.goto(`${site.url}/urejanje/meni`);
    await page.getByRole("link", { name: "Hišni burger" }).click();
    await expect(page).toHaveURL(/\/urejanje\/meni\/aburgerji\/11$/);
    await page.getByLabel("Cena (€)", { exact: true }).fill("devet");
    await page.getByRole("button", { name: "Shrani", exact: true }).click();
    await expect(page.locator("#f-price-error")).toHaveText("Vpišite ceno, npr. 9,90.");
    await expect(page.getByLabel("Cena (€)", { exact: true })).toHaveValue("devet");

    await page.getByLabel("Cena (€)", { exact: true }).fill("9,90");
    await page.getByLabel("Danes razprodano").check();
    await page.getByRole("button", { name: "Shrani", exact: true }).click();
    await expect(page.getByRole("status")).toContainText("Shranjeno");

    await page.goto(`${site.url}/ponudba`);
    const burger = page.locator(".dish", { hasText: "Hišni burger" });
    await expect(burger).toHaveClass(/dish--sold-out/);
    await expect(burger).toContainText("Danes razprodano");
    const menu = (await jsonLd(page)).find((block) => block["@type"] === "Menu") as {
      hasMenuSection: { hasMenuItem: { name: string; offers: { availability?: string } }[] }[];
    };
    const item = menu.hasMenuSection.flatMap((section) => section.hasMenuItem).find((entry) => entry.name === "Hišni burger");
    expect(item?.offers.availability).toBe("https://schema.org/SoldOut");
  });

  test("the owner fills tomorrow's lunch and saves it; the offers' API keeps it private until its day", async ({ page }) => {
    await page.goto(`${site.url}/urejanje/malica/${day(1)}`);
    const first = page.getByRole("group", { name: "Jed 1" });
    await first.getByLabel("Ime", { exact: true }).fill("Goveja juha in telečja obara");
    await first.getByLabel("Ime v angleščini").fill("Beef soup and veal stew");
    await first.getByLabel("Cena (€)").fill("10,90");
    await first.getByLabel("1 Žita, ki vsebujejo gluten").check();
    await first.getByLabel("3 Jajca").check();
    await page.getByLabel("Opomba (npr. s solato in juho)").fill("s solato");
    await page.getByRole("button", { name: "Shrani", exact: true }).click();
    await expect(page.getByRole("status")).toContainText("Shranjeno");
    const saved = page.getByRole("group", { name: "Jed 1" });
    await expect(saved.getByLabel("Ime", { exact: true })).toHaveValue("Goveja juha in telečja obara");
    await expect(saved.getByLabel("1 Žita, ki vsebujejo gluten")).toBeChecked();
    await expect(saved.getByLabel("3 Jajca")).toBeChecked();
    const offers = (await (await page.request.get(`${site.url}/api/dnevna`)).json()) as { date: string }[];
    expect(offers.map((offer) => offer.date)).not.toContain(day(1));
  });

  test("the whole add, edit and delete of a dish works without JavaScript, and undo brings it back", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${site.url}/urejanje/meni`);
    await page.getByRole("link", { name: "Dodaj – Jedi z žara" }).click();
    await page.getByLabel("Ime (slovensko)").fill("Testna pleskavica");
    await page.getByLabel("Ime v angleščini").fill("Test patty");
    await page.getByLabel("Opis (slovensko)").fill("Sočna pleskavica za preskus.");
    await page.getByLabel("Opis v angleščini").fill("A juicy patty for testing.");
    await page.getByLabel("Sestavine (slovensko)").fill("meso\nsol");
    for (const allergen of ["1 Žita, ki vsebujejo gluten", "2 Mleko (vključno z laktozo)", "14 Mehkužci"])
      await page.getByLabel(allergen).check();
    await page.getByLabel("Cena (€)", { exact: true }).fill("11,40");
    await page.getByRole("button", { name: "Shrani", exact: true }).click();
    await expect(page.getByRole("status")).toContainText("Shranjeno");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Testna pleskavica");

    await page.goto(`${site.url}/ponudba`);
    const dish = page.locator("#cjediNaZaru .dish").last();
    await expect(dish.locator(".dish__name")).toHaveText("Testna pleskavica");
    await expect(dish).toContainText("11,40");
    await expect(dish.locator(".item-allergens .sr-only")).toHaveText(
      "1 Žita, ki vsebujejo gluten, 2 Mleko (vključno z laktozo), 14 Mehkužci",
    );
    await expect(dish.locator(".allergen-number").first()).toHaveAttribute("title", "Žita, ki vsebujejo gluten");
    await page.goto(`${site.url}/en/ponudba`);
    await expect(page.locator("#cjediNaZaru .dish").last()).toContainText("A juicy patty for testing.");
    const menu = (await jsonLd(page)).find((block) => block["@type"] === "Menu") as {
      hasMenuSection: { hasMenuItem: { name: string; offers: { price: string } }[] }[];
    };
    const listed = menu.hasMenuSection.flatMap((section) => section.hasMenuItem).find((entry) => entry.name === "Test patty");
    expect(listed?.offers.price).toBe("11.40");

    await page.goto(`${site.url}/urejanje/meni`);
    for (let step = 0; step < 2; step++) {
      await page.getByRole("button", { name: "Premakni višje: Testna pleskavica" }).click();
      await expect(page.getByRole("status")).toContainText("Shranjeno");
    }
    await page.goto(`${site.url}/ponudba`);
    await expect(page.locator("#cjediNaZaru .dish").nth(-3).locator(".dish__name")).toHaveText("Testna pleskavica");

    await page.goto(`${site.url}/urejanje/meni?q=testna`);
    await expect(page.locator(".menu-row")).toHaveCount(1);
    await page.getByRole("link", { name: "Testna pleskavica" }).click();
    await page.getByLabel("Ime (slovensko)").fill("Testna pleskavica XL");
    await page.getByRole("button", { name: "Shrani", exact: true }).click();
    await expect(page.getByRole("status")).toContainText("Shranjeno");

    await page.getByRole("button", { name: "Izbriši" }).click();
    await expect(page.getByRole("alert")).toContainText("Res izbrišem to postavko?");
    await page.getByRole("button", { name: "Da, izbriši" }).click();
    await expect(page.getByRole("status")).toContainText("Izbrisano");
    await page.goto(`${site.url}/ponudba`);
    await expect(page.locator("#cjediNaZaru")).not.toContainText("Testna pleskavica");

    await page.goto(`${site.url}/urejanje`);
    await page
      .locator(".card", { hasText: "Testna pleskavica XL (Jedi z žara)" })
      .getByRole("button", { name: "Razveljavi zadnjo spremembo" })
      .click();
    await expect(page.getByRole("status")).toContainText("razveljavljena");
    await page.goto(`${site.url}/ponudba`);
    await expect(page.locator("#cjediNaZaru .dish").nth(-3).locator(".dish__name")).toHaveText("Testna pleskavica XL");
  });

  test("an empty name is refused beside the field without JavaScript, the input kept", async ({ page }) => {
    await page.goto(`${site.url}/urejanje/meni/cjediNaZaru/3`);
    await page.getByLabel("Ime (slovensko)").fill("");
    await page.getByLabel("Opis (slovensko)").fill("Tipkano");
    await page.getByRole("button", { name: "Shrani", exact: true }).click();
    await expect(page.locator("#f-name-error")).toHaveText("Vpišite ime.");
    await expect(page.getByLabel("Opis (slovensko)")).toHaveValue("Tipkano");
    await page.goto(`${site.url}/ponudba`);
    await expect(page.locator("#cjediNaZaru")).toContainText("Pleskavica s sirom");
  });

  test("two tabs edit the same notice: the second save gets the conflict message and keeps its text; undo restores", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const [first, second] = [await context.newPage(), await context.newPage()];
    for (const tab of [first, second]) await tab.goto(`${site.url}/urejanje/obvestila/studentski-boni`);
    const original = await first.getByLabel("Besedilo (slovensko)").inputValue();

    await first.getByLabel("Besedilo (slovensko)").fill("<p>Prvi zavihek</p>");
    await first.getByRole("button", { name: "Shrani", exact: true }).click();
    await expect(first.getByRole("status")).toContainText("Shranjeno");

    await second.getByLabel("Besedilo (slovensko)").fill("<p>Drugi zavihek</p>");
    await second.getByRole("button", { name: "Shrani", exact: true }).click();
    await expect(second.getByRole("alert")).toContainText("Nekdo je ta dokument medtem že shranil");
    await expect(second.getByRole("alert")).toContainText("Prvi zavihek");
    await expect(second.getByLabel("Besedilo (slovensko)")).toHaveValue("<p>Drugi zavihek</p>");

    await first.goto(`${site.url}/urejanje`);
    await first
      .locator(".card", { hasText: "Obvestilo »Prvi zavihek«" })
      .getByRole("button", { name: "Razveljavi zadnjo spremembo" })
      .click();
    await expect(first.getByRole("status")).toContainText("razveljavljena");
    await first.goto(`${site.url}/urejanje/obvestila/studentski-boni`);
    await expect(first.getByLabel("Besedilo (slovensko)")).toHaveValue(original);
    await context.close();
  });
});

test("a bilingual notice with a schedule: live preview while typing, then on the site only inside its window", async ({ page }) => {
  await page.goto(`${site.url}/urejanje/obvestila/nov`);
  await page.getByLabel("Besedilo (slovensko)").fill('<p>Nocoj <img src=x onerror="alert(1)">glasba v živo</p>');
  await expect(page.locator(".preview .notice-preview").first()).toContainText("Nocoj glasba v živo");
  await expect(page.locator(".preview .removed")).toContainText("odstranjeno: slika");
  await page.getByLabel("Besedilo v angleščini (neobvezno)").fill("<p>Live music tonight</p>");
  await page.getByLabel("Prikaži od").fill(day(0));
  await page.getByLabel("Prikaži do").fill(day(0));
  await page.getByRole("button", { name: "Shrani", exact: true }).click();
  await expect(page.getByRole("status")).toContainText("odstranjeno: slika");

  await page.goto(`${site.url}/`);
  await expect(page.locator("body")).toContainText("Nocoj glasba v živo");
  await page.goto(`${site.url}/en`);
  await expect(page.locator("body")).toContainText("Live music tonight");

  await page.goto(`${site.url}/urejanje/obvestila/nov`);
  await page.getByLabel("Besedilo (slovensko)").fill("<p>Jutri degustacija</p>");
  await page.getByLabel("Prikaži od").fill(day(1));
  await page.getByRole("button", { name: "Shrani", exact: true }).click();
  await page.goto(`${site.url}/`);
  await expect(page.locator("body")).not.toContainText("Jutri degustacija");
});

test("with JavaScript, a negative price and a discount without a higher old price are refused beside the fields, nothing saved", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${site.url}/urejanje/meni/cjediNaZaru/3`);
  await page.getByLabel("Cena (€)", { exact: true }).fill("-2");
  await page.getByRole("button", { name: "Shrani", exact: true }).click();
  await expect(page.locator("#f-price-error")).toHaveText("Vpišite ceno, npr. 9,90.");
  await expect(page.getByLabel("Cena (€)", { exact: true })).toHaveValue("-2");

  await page.getByLabel("Cena (€)", { exact: true }).fill("10,50");
  await page.getByRole("checkbox", { name: "Popust" }).check();
  await page.getByLabel("Stara cena (€)").fill("9,00");
  await page.getByRole("button", { name: "Shrani", exact: true }).click();
  await expect(page.locator("#f-oldPrice-error")).toHaveText("Za popust vpišite staro ceno, višjo od cene.");
  await expect(page.getByLabel("Stara cena (€)")).toHaveValue("9,00");
  await page.goto(`${site.url}/ponudba`);
  await expect(page.locator(".dish", { hasText: "Pleskavica s sirom" }).locator(".price")).toHaveText(/10,50/);
  await expect(page.locator(".dish", { hasText: "Pleskavica s sirom" }).locator("del")).toHaveCount(0);
});

test("the editor's pages pass the accessibility rules at 390 px, in both languages", async ({ page }) => {
  const paths = [
    "/urejanje",
    "/urejanje/obvestila/praznicni-urnik",
    "/urejanje/urnik",
    "/urejanje/meni",
    "/en/urejanje/urnik",
    "/en/urejanje/nikjer",
  ];
  const items = ["/urejanje/meni/cjediNaZaru/3", "/en/urejanje/meni/piva/211", "/urejanje/meni/boni/107"];
  for (const path of [...paths, ...items, "/urejanje/malica", `/urejanje/malica/${day(1)}`]) {
    await page.goto(`${site.url}${path}`);
    const results = await axeOn(page).withTags(WCAG_TAGS).analyze();
    expect(results.violations.map((violation) => `${path}: ${violation.id} (${violation.nodes.length})`)).toEqual([]);
  }
});

test.describe("an owner's every day, with JavaScript", () => {
  test("an edit left in one form is not lost to another form's button: leaving asks first", async ({ page }) => {
    await page.goto(`${site.url}/urejanje/urnik`);
    const monday = page.getByRole("group", { name: "Ponedeljek" });
    await monday.getByLabel("Zapre").fill("21:00");
    await expect(page.locator("form.form--dirty .unsaved")).toBeVisible();

    const asked = page.waitForEvent("dialog");
    const undo = page.getByRole("button", { name: "Razveljavi zadnjo spremembo" }).click();
    const dialog = await asked;
    expect(dialog.type()).toBe("beforeunload");
    await dialog.dismiss();
    await undo;
    await expect(page).toHaveURL(/\/urejanje\/urnik$/);
    await expect(monday.getByLabel("Zapre")).toHaveValue("21:00");
  });

  test("the menu list filters while the owner types, keeps the search in the URL, and leaving asks nothing", async ({ page }) => {
    await page.goto(`${site.url}/urejanje/meni`);
    const rows = page.locator(".menu-row");
    const all = await rows.count();
    await page.getByLabel("Poišči na meniju").fill("burger");
    await expect(page).toHaveURL(/\/urejanje\/meni\?q=burger$/);
    await expect.poll(() => rows.count()).toBeLessThan(all);
    expect(await rows.count()).toBeGreaterThan(0);
    for (const name of await rows.locator(".menu-row__name").allTextContents()) expect(name.toLowerCase()).toContain("burger");
    // A search holds nothing to lose: no question before leaving (an unanswered one would keep the page).
    await rows.first().locator(".menu-row__name").click();
    await expect(page).toHaveURL(/\/urejanje\/meni\/aburgerji\/\d+$/);
  });

  test("after each save the confirmation is in view, focused and announced", async ({ page }) => {
    await page.goto(`${site.url}/urejanje/urnik`);
    await page.getByRole("button", { name: "Shrani", exact: true }).click();
    const status = page.getByRole("status");
    await expect(status).toContainText("Shranjeno");
    await expect(status).toBeFocused();
    await expect(status).toBeInViewport();

    await page.goto(`${site.url}/urejanje/obvestila/praznicni-urnik`);
    await page.getByLabel("Prikaži do").fill(day(20));
    await page.getByRole("button", { name: "Shrani", exact: true }).click();
    await expect(page.getByRole("status")).toContainText("Shranjeno");
    await expect(page.getByRole("status")).toContainText(/Obvestilo »Praznični delovni čas: [^«]+«: do: \(prazno\) → /);
    await expect(page.getByRole("status")).toBeFocused();
    await expect(page.getByRole("status")).toBeInViewport();
  });

  test("preview leaves the exception rows as they are, and no field is wider than a 320 px screen", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto(`${site.url}/urejanje/urnik`);
    const rows = page.locator("fieldset.exception");
    const before = await rows.count();
    for (let preview = 0; preview < 2; preview++) {
      await page.getByRole("button", { name: "Predogled" }).click();
      await expect(page.locator("#hours-preview")).toBeVisible();
      expect(await rows.count()).toBe(before);
    }
    const overflowing = await page.evaluate(() =>
      [...document.querySelectorAll("input, textarea, button")]
        .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
        .map((element) => element.id || element.textContent),
    );
    expect(overflowing).toEqual([]);
  });

  test("an invalid price is flagged while typing, in the words the server gives on Save, and nothing is saved", async ({ page }) => {
    await page.goto(`${site.url}/urejanje/meni/cjediNaZaru/3`);
    const price = page.getByLabel("Cena (€)", { exact: true });
    const before = await price.inputValue();
    await price.fill("devet");
    await expect(page.locator("#f-price-error")).toHaveText("Vpišite ceno, npr. 9,90.");
    await expect(price).toHaveAttribute("aria-invalid", "true");
    await price.fill(before);
    await expect(page.locator("#f-price-error")).toHaveCount(0);
    const fresh = await page.context().newPage();
    await fresh.goto(`${site.url}/urejanje/meni/cjediNaZaru/3`);
    await expect(fresh.getByLabel("Cena (€)", { exact: true })).toHaveValue(before);
    await fresh.close();
  });

  test("the history names the dish and shows a price as a price, with no database paths", async ({ page }) => {
    await page.goto(`${site.url}/urejanje/meni/cjediNaZaru/2`);
    const name = await page.getByLabel("Ime (slovensko)").inputValue();
    await page.getByLabel("Cena (€)", { exact: true }).fill("12,40");
    await page.getByRole("button", { name: "Shrani", exact: true }).click();
    await expect(page.getByRole("status")).toContainText("Shranjeno");

    await page.goto(`${site.url}/urejanje`);
    const change = page.locator(".card").first();
    await expect(change.getByRole("heading")).toHaveText(`${name} (Jedi z žara)`);
    await expect(change).toContainText(/cena: \d+,\d\d\s€ → 12,40\s€/);
    await expect(page.locator("main")).not.toContainText("hrana/");
  });
});
