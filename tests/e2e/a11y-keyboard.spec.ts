import { expect, test, type Page } from "@playwright/test";
import en from "../../locales/en.json" with { type: "json" };
import sl from "../../locales/sl.json" with { type: "json" };
import { LANGS, LANGUAGES } from "../../shared/i18n/lang";
import { MESSAGES } from "./locales";
import { PAGES, pagePath } from "../../shared/site/site-pages";
import { waitForStoredLanguage } from "./console";
import { CATEGORY_LABELS, filterButton } from "./menu-helpers";

interface FocusStop {
  control: string;
  /** Outline or box-shadow drawn while focused. */
  indicated: boolean;
  /** Something else (the sticky header, the up-arrow) lies over the middle of the focused control. */
  covered: boolean;
  inMain: boolean;
}

/**
 * Presses Tab and describes where the focus went, once the page has reacted as a visitor
 * would see it before pressing again: the sliders the focus brought near the screen have
 * hydrated (they do so by themselves there), and a carousel has brought a focused slide into
 * view a few frames later.
 */
async function tab(page: Page): Promise<FocusStop | null> {
  await page.keyboard.press("Tab");
  const unhydratedNearScreen = await page.evaluate(async () => {
    // Inside the islands' own margin (client/islands.ts NEAR_SCREEN, 300 px), where they hydrate
    // by themselves; one not rendered at this width (display: none) never comes near the screen.
    const near = (island: Element) => {
      const watched = island.firstElementChild ?? island;
      const box = watched.getBoundingClientRect();
      return watched.checkVisibility() && box.bottom > -250 && box.top < window.innerHeight + 250;
    };
    const pending = () => [...document.querySelectorAll('site-island[data-when="visible"]:not([data-hydrated])')].filter(near);
    const deadline = performance.now() + 15_000;
    while (pending().length > 0 && performance.now() < deadline) await new Promise(requestAnimationFrame);
    return pending().map((island) => island.getAttribute("data-name"));
  });
  expect(unhydratedNearScreen, "islands near the screen that did not hydrate").toEqual([]);
  return page.evaluate(async () => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const isCovered = () => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return !hit || !(element.contains(hit) || hit.contains(element));
    };
    // A carousel scrolls a focused slide into view smoothly, which on a busy machine takes more frames than on a phone.
    const settled = performance.now() + 2_000;
    while (isCovered() && performance.now() < settled) await new Promise(requestAnimationFrame);
    const style = getComputedStyle(element);
    const outlined = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2 && !/rgba\(.*, 0\)$/.test(style.outlineColor);
    const text = (element.getAttribute("aria-label") ?? element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
    ((window as unknown as { tabbed?: Set<Element> }).tabbed ??= new Set()).add(element);
    return {
      control: `${element.tagName.toLowerCase()}.${[...element.classList].join(".")} "${text}"`,
      indicated: outlined || style.boxShadow !== "none",
      covered: isCovered(),
      inMain: Boolean(element.closest("main")),
    };
  });
}

/** The visible controls that the Tab walk has not reached. */
function unreached(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const tracked = (window as unknown as { tabbed?: Set<Element> }).tabbed ?? new Set();
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])',
    );
    return [...controls]
      .filter((control) => control.checkVisibility({ visibilityProperty: true }) && !tracked.has(control))
      .map(
        (control) => `${control.tagName.toLowerCase()}.${[...control.classList].join(".")} "${control.textContent?.trim().slice(0, 40)}"`,
      );
  });
}

test.describe("the skip link", () => {
  for (const path of ["/", "/en/ponudba"]) {
    test(`${path}: is the first Tab stop, shows when focused and moves the focus to the content`, async ({ page }) => {
      await page.goto(path);
      await waitForStoredLanguage(page);
      const first = await tab(page);
      const skip = page.locator(".skip-link");
      await expect(skip).toBeFocused();
      expect(first?.indicated).toBe(true);
      const box = await skip.boundingBox();
      expect(box?.y).toBeGreaterThanOrEqual(0);
      expect(box?.height).toBeGreaterThanOrEqual(24);
      await expect(skip).toHaveText(path.startsWith("/en") ? en.a11y.skipToContent : sl.a11y.skipToContent);
      await page.keyboard.press("Enter");
      await expect(page.locator("main")).toBeFocused();
      expect((await tab(page))?.inMain).toBe(true);
    });
  }
});

test.describe("every visible control is reached by Tab, shows a focus indicator and is not hidden under anything", () => {
  // A link that carries an allergen filter arrives with the filter's checkboxes open.
  for (const path of [...PAGES.map((page) => pagePath(page.id, "sl")), "/en/ponudba?brez=1"]) {
    test(path, async ({ page }) => {
      test.setTimeout(90_000);
      await page.emulateMedia({ reducedMotion: "reduce" }); // sliders stand still while the focus walks through them
      await page.goto(path);
      await waitForStoredLanguage(page);
      const stops: FocusStop[] = [];
      for (let stop = await tab(page); stop; stop = await tab(page)) {
        stops.push(stop);
        expect(stops.length, "the Tab walk leaves the page").toBeLessThan(400);
      }
      expect(
        stops.filter((stop) => !stop.indicated).map((stop) => stop.control),
        "no focus indicator",
      ).toEqual([]);
      expect(
        stops.filter((stop) => stop.covered).map((stop) => stop.control),
        "focus hidden under something",
      ).toEqual([]);
      expect(await unreached(page)).toEqual([]);
      const reached = stops.map((stop) => stop.control).join("\n");
      for (const control of ["a.skip-link", "summary.lang-menu__button", "button.notice__hide"]) expect(reached).toContain(control);
    });
  }
});

test.describe("the language menu", () => {
  for (const lang of LANGS) {
    test(`on ${pagePath("location", lang)} is named in the page's language and names each language in itself`, async ({ page }) => {
      await page.goto(pagePath("location", lang));
      const menu = page.locator(".lang-menu");
      await expect(menu.locator("summary")).toHaveAccessibleName(`${MESSAGES[lang].lang.menu}: ${LANGUAGES[lang].name}`);
      const links = menu.getByRole("link");
      await expect(links).toHaveCount(LANGS.length);
      for (const [index, code] of LANGS.entries()) {
        const link = links.nth(index);
        await expect(link).toHaveAccessibleName(LANGUAGES[code].name);
        await expect(link).toHaveAttribute("lang", code);
        await expect(link).toHaveAttribute("hreflang", code);
        await expect(link).toHaveAttribute("href", pagePath("location", code));
      }
      await expect(menu.getByRole("link", { name: LANGUAGES[lang].name })).toHaveAttribute("aria-current", "page");
    });
  }

  test("opens and closes from the keyboard: Enter on its button, Escape back to the button", async ({ page }) => {
    await page.goto("/de/lokacija");
    await waitForStoredLanguage(page);
    const summary = page.locator(".lang-menu summary");
    await summary.focus();
    await page.keyboard.press("Enter");
    await expect(page.locator(".lang-menu")).toHaveAttribute("open", "");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Slovenščina" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.locator(".lang-menu")).not.toHaveAttribute("open", "");
    await expect(summary).toBeFocused();
  });
});

test("the menu's filters, a notice's hide button and the language menu work from the keyboard alone", async ({ page }) => {
  await page.goto("/ponudba");
  await waitForStoredLanguage(page);

  await filterButton(page, CATEGORY_LABELS.aburgerji).focus();
  await page.keyboard.press("Space");
  await expect(page).toHaveURL(/\?kategorija=aburgerji$/);
  await expect(filterButton(page, CATEGORY_LABELS.aburgerji)).toHaveAttribute("aria-pressed", "true");

  const summary = page.locator(".allergen-filter summary");
  await summary.focus();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("checkbox").first()).toBeFocused();
  await page.keyboard.press("Space");
  await expect(page).toHaveURL(/&brez=1$/);

  const notices = page.locator(".notice");
  const count = await notices.count();
  await page.locator(".notice__hide").first().focus();
  await page.keyboard.press("Enter");
  await expect(notices).toHaveCount(count - 1);
  await expect(page.locator(".notice__hide").first()).toBeFocused(); // the next notice's button, not the top of the page

  await page.locator(".lang-menu summary").focus();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "English" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/en\/ponudba\?kategorija=aburgerji&brez=1$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});
