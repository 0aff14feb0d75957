import { expect, test, type Page } from "@playwright/test";
import sl from "../../locales/sl.json" with { type: "json" };
import { documentStatusMessage, waitForStoredLanguage, watchConsole, watchCspViolations } from "./console";
import { WCAG_TAGS, axeOn, expectNoAxeFindings } from "./axe";
import { CATEGORY_LABELS, filterButton, openAllergenFilter } from "./menu-helpers";
import { DEFAULT_LANG } from "../../shared/i18n/lang";
import { langOfPath } from "../../shared/site/site-pages";
import { ALL_ROUTES } from "./routes";
import { layoutScreens } from "./screens";

/**
 * Every route and the menu's states that only clicks reach, each loaded once per screen and
 * language, with every page check run on that one load: the status and hydration without console
 * errors or CSP violations, the headings, the tap targets, axe (WCAG 2.2 AA) and the contrast of
 * the text axe cannot judge, then no horizontal scrolling once the window is narrowed.
 */
interface View {
  name: string;
  path: string;
  /** Brings the page into the state under test after hydration. */
  prepare?(page: Page): Promise<void>;
  /** The browser's preferred languages, where the view depends on them. */
  acceptLanguage?: string;
  /** Only this part is checked by axe: the rest of the page is another view's, and an open menu lies over it. */
  only?: string;
  /**
   * A page in another language than the default: the same markup and CSS with other words, so
   * axe's screen rules run on the default language's page on each screen, not on this one.
   */
  translation?: boolean;
}

const VIEWS: readonly View[] = [
  ...ALL_ROUTES.map((path) => ({ name: path, path, translation: langOfPath(path) !== DEFAULT_LANG })),
  // A link that carries an allergen filter arrives with the filter's checkboxes open.
  { name: "/en/ponudba?brez=1", path: "/en/ponudba?brez=1" },
  {
    name: "/ponudba filtered to one category, allergen filter open",
    path: "/ponudba",
    async prepare(page) {
      await filterButton(page, CATEGORY_LABELS.cjediNaZaru).click();
      await expect(page).toHaveURL(/\?kategorija=cjediNaZaru$/);
      await openAllergenFilter(page);
    },
  },
  {
    name: "/ponudba with the student menu opened by its toggle",
    path: "/ponudba",
    async prepare(page) {
      await filterButton(page, sl.menu.student).click();
      await expect(page).toHaveURL(/\/studentski-boni$/);
    },
  },
  { name: "/en/studentski-boni with an allergen left out", path: "/en/studentski-boni?brez=1", prepare: openAllergenFilter },
  {
    name: "/de/ponudba with the language menu open",
    path: "/de/ponudba",
    async prepare(page) {
      await page.locator(".lang-menu summary").click();
      await expect(page.locator(".lang-menu").getByRole("link", { name: "Hrvatski" })).toBeVisible();
    },
    only: ".lang-menu",
  },
  { name: "/ponudba offering a browser that prefers Italian its language", path: "/ponudba", acceptLanguage: "it-IT,it;q=0.9" },
];

/** The axe rules whose outcome depends on the screen: what lies over what, how big a target is, what scrolls. */
const SCREEN_RULES = ["color-contrast", "target-size", "scrollable-region-focusable"];
/** What a wide screen shows and a phone hides (client/styles.css): the header's row of links. */
const WIDE_SCREEN_ONLY = ".navbar__links";

/** The levels of the headings a screen reader lists, in document order. */
function headingLevels(page: Page): Promise<number[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("h1, h2, h3, h4, h5, h6, [role='heading']")]
      .filter((heading) => heading.checkVisibility({ visibilityProperty: true }) && !heading.closest("[aria-hidden='true']"))
      .map((heading) => Number(heading.getAttribute("aria-level") ?? heading.tagName.slice(1))),
  );
}

/**
 * Links and buttons smaller than 24 × 24 CSS px (WCAG 2.5.8). A checkbox counts with its
 * label, which takes the click too; a link inside a sentence is exempt.
 */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const inSentence = (element: Element) =>
      getComputedStyle(element).display === "inline" &&
      (element.parentElement?.textContent ?? "").trim().length > (element.textContent ?? "").trim().length;
    return [...document.querySelectorAll("a[href], button, summary, input, select, textarea, [role='button']")]
      .map((control) => (control instanceof HTMLInputElement && control.labels?.[0]) || control)
      .filter((target) => target.checkVisibility({ visibilityProperty: true }) && !inSentence(target))
      .map((target) => ({ target, box: target.getBoundingClientRect() }))
      .filter(({ box }) => box.width < 24 || box.height < 24)
      .map(
        ({ target, box }) =>
          `${target.tagName.toLowerCase()}.${[...target.classList].join(".")} "${target.textContent?.trim().slice(0, 40)}" ${Math.round(box.width)}×${Math.round(box.height)}`,
      );
  });
}

/**
 * axe on the phone runs every WCAG rule; the phone is where every language is checked. On a wide
 * screen only the rules whose outcome the screen can change run over the whole page, and every
 * rule over what only a wide screen shows: the structure is the same markup either way. The
 * screen rules run once per page and screen, on the default language's page.
 */
async function checkAxe(page: Page, view: View, screen: string): Promise<void> {
  const whole = axeOn(page);
  const checked = view.only ? whole.include(view.only) : whole;
  if (screen === "phone") {
    const rules = checked.withTags(WCAG_TAGS);
    await expectNoAxeFindings(page, view.translation ? rules.disableRules(SCREEN_RULES) : rules);
    return;
  }
  if (!view.translation) await expectNoAxeFindings(page, checked.withRules(SCREEN_RULES));
  if (!view.only) await expectNoAxeFindings(page, axeOn(page).include(WIDE_SCREEN_ONLY).withTags(WCAG_TAGS));
}

for (const view of VIEWS) {
  test(view.name, layoutScreens(view.path), async ({ page }, { project }) => {
    test.setTimeout(120_000); // axe walks a few thousand nodes on the menu pages
    const problems = watchConsole(page);
    const cspViolations = await watchCspViolations(page);
    await page.emulateMedia({ reducedMotion: "reduce" }); // a still page for axe's contrast checks
    if (view.acceptLanguage) await page.setExtraHTTPHeaders({ "Accept-Language": view.acceptLanguage });

    const notFound = view.path.endsWith("/404");
    const response = await page.goto(view.path);
    expect(response?.status()).toBe(notFound ? 404 : 200);
    await waitForStoredLanguage(page);
    await view.prepare?.(page);
    await expect(page.locator("h1")).toBeVisible();
    await expect(page.locator(".notice").first()).toBeVisible(); // the seed's notices are part of what axe checks

    await test.step("one h1, no skipped heading levels", async () => {
      const levels = await headingLevels(page);
      expect(
        levels.filter((level) => level === 1),
        "one h1",
      ).toHaveLength(1);
      const skips = levels.flatMap((level, i) => (level > (levels[i - 1] ?? 0) + 1 ? [`h${levels[i - 1] ?? 0} → h${level}`] : []));
      expect(skips, `headings ${levels.map((level) => `h${level}`).join(" ")}`).toEqual([]);
    });
    await test.step("every link and button at least 24 × 24 px", async () => {
      expect(await smallTargets(page)).toEqual([]);
    });
    await test.step("axe finds nothing, and the text it cannot judge has enough contrast", () => checkAxe(page, view, project.name));
    await test.step("no console errors or CSP violations", async () => {
      // Chromium reports the not-found document's own 404 status on the console.
      expect(problems).toEqual(notFound ? [documentStatusMessage(404)] : []);
      expect(await cspViolations()).toEqual([]);
    });
    await test.step("no horizontal scrolling at 320 px (phone) or at 200 % zoom (desktop: 1280 × 800 shows 640 × 400 CSS px)", async () => {
      const narrowest = project.name === "phone" ? { width: 320, height: 700 } : { width: 640, height: 400 };
      await page.setViewportSize(narrowest);
      await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(narrowest.width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(narrowest.width);
    });
  });
}
