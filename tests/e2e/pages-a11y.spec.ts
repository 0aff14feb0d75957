import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import sl from "../../locales/sl.json" with { type: "json" };
import { waitForStoredLanguage } from "./console";
import { lowContrastAxeCouldNotJudge } from "./contrast";
import { CATEGORY_LABELS, filterButton, openAllergenFilter } from "./menu-helpers";
import { openOffline } from "./offline-helpers";
import { ALL_ROUTES } from "./routes";
import { layoutScreens } from "./screens";

interface View {
  name: string;
  path: string;
  /** Brings the page into the state under test after hydration. */
  prepare?(page: Page): Promise<void>;
  /** The browser's preferred languages, where the view depends on them. */
  acceptLanguage?: string;
  /** Only this part is checked: the rest of the page is another view's, and an open menu lies over it. */
  only?: string;
}

/** Every route, and the menu's states that only clicks reach. */
const VIEWS: readonly View[] = [
  ...ALL_ROUTES.map((path) => ({ name: path, path })),
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

async function expectNoAxeFindings(page: Page, only?: string): Promise<void> {
  const builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]);
  const results = await (only ? builder.include(only) : builder).analyze();
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`),
  ).toEqual([]);
  expect(await lowContrastAxeCouldNotJudge(page, results), "text on gradients and in drawings").toEqual([]);
}

async function open(page: Page, view: View): Promise<void> {
  if (view.acceptLanguage) await page.setExtraHTTPHeaders({ "Accept-Language": view.acceptLanguage });
  await page.goto(view.path);
  await waitForStoredLanguage(page);
  await view.prepare?.(page);
}

test.describe("axe (WCAG 2.2 AA) finds nothing and the text it cannot judge has enough contrast, with the seed's notices shown", () => {
  for (const view of VIEWS) {
    test(view.name, layoutScreens(view.path), async ({ page }) => {
      test.setTimeout(120_000); // axe walks a few thousand nodes on the menu pages
      await page.emulateMedia({ reducedMotion: "reduce" }); // a still page for axe's contrast checks
      await open(page, view);
      await expect(page.locator(".notice").first()).toBeVisible();
      await expectNoAxeFindings(page, view.only);
    });
  }
});

test.describe("axe finds nothing on what the service worker shows offline", () => {
  test.use({ serviceWorkers: "allow" });

  for (const [name, from, path, shown] of [
    ["/ponudba from a stored copy, with the offline notice", "/", "/ponudba", ".offline-notice"],
    ["/en/ponudba from the copy stored at install, with the offline notice", "/en/cevapi-ljubljana", "/en/ponudba", ".offline-notice"],
    ["/de/ponudba from the copy stored at install, with the offline notice", "/de", "/de/ponudba", ".offline-notice"],
    ["the offline page in place of /en/o-nas, with the stored pages' links", "/en", "/en/o-nas", ".offline-page"],
  ] as const) {
    test(name, async ({ page, context }) => {
      test.setTimeout(120_000);
      await page.emulateMedia({ reducedMotion: "reduce" });
      await openOffline(page, context, from, path);
      await expect(page.locator(shown)).toBeVisible();
      await expectNoAxeFindings(page);
    });
  }
});

test.describe("no horizontal scrolling at 320 px (phone) or at 200 % zoom (desktop: 1280 × 800 shows 640 × 400 CSS px)", () => {
  for (const view of VIEWS) {
    test(view.name, layoutScreens(view.path), async ({ page }, { project }) => {
      const narrowest = project.name === "phone" ? { width: 320, height: 700 } : { width: 640, height: 400 };
      await page.setViewportSize(narrowest);
      await open(page, view);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(narrowest.width);
    });
  }
});

test("the home page's 'more about us' toggle shows and hides the rest of the story", async ({ page }) => {
  await page.goto("/en");
  await waitForStoredLanguage(page);
  const toggle = page.getByRole("button", { name: "More about us" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(page.locator("#home-about-more")).toBeHidden();
  await toggle.click();
  await expect(page.getByRole("button", { name: "Less about us" })).toHaveAttribute("aria-expanded", "true");
  await expect(page.locator("#home-about-more")).toBeVisible();
  await expect(page.locator(".home")).toHaveAttribute("data-loaded", "true");
  await expect(page.locator("#narocila")).toBeAttached();
  const delivery = page.getByRole("link", { name: /Order delivery on Wolt/ });
  await expect(delivery).toHaveAttribute("target", "_blank");
  await expect(delivery).toHaveAttribute("rel", "noopener noreferrer");
});
