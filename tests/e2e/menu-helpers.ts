import { expect, type Locator, type Page } from "@playwright/test";
import sl from "../../locales/sl.json" with { type: "json" };
import { waitForStoredLanguage } from "./console";

export const CATEGORY_LABELS = sl.menu.categories;

/** The category filter's toggle buttons, by their Slovenian labels. */
export function filterButton(page: Page, name: string): Locator {
  return page.getByRole("group", { name: sl.menu.filterLabel }).getByRole("button", { name, exact: true });
}

/** The ids of the sections under the filters that show, in page order. */
export function shownSections(page: Page): Promise<string[]> {
  return page.locator(".menu-sections > section:not([hidden])").evaluateAll((sections) => sections.map((section) => section.id));
}

export const ALL_SECTION_IDS = [...Object.keys(CATEGORY_LABELS), "dodatki", "pijaca"];

export async function openMenu(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForStoredLanguage(page);
}

/** Opens the allergen filter (a link that carries a filter arrives with it open already). */
export async function openAllergenFilter(page: Page): Promise<void> {
  const details = page.locator(".allergen-filter details");
  if (!(await details.evaluate((element) => (element as HTMLDetailsElement).open))) await details.locator("summary").click();
  await expect(details.locator("fieldset")).toBeVisible();
}

/** The names of the pressed toggles. */
export function pressedButtons(page: Page): Promise<string[]> {
  return page
    .getByRole("group", { name: sl.menu.filterLabel })
    .locator('button[aria-pressed="true"]')
    .evaluateAll((buttons) => buttons.map((button) => button.textContent?.trim() ?? ""));
}

/** Distance from the bottom of the sticky header to the top of an element, in px. */
export async function gapBelowHeader(page: Page, selector: string): Promise<number> {
  return page.evaluate((target) => {
    const header = document.querySelector(".site-header")!.getBoundingClientRect();
    const element = document.querySelector(target)!.getBoundingClientRect();
    return element.top - header.bottom;
  }, selector);
}

/** Waits until smooth scrolling has come to rest. */
export async function scrollSettled(page: Page): Promise<void> {
  let last = -1;
  await expect
    .poll(
      async () => {
        const y = await page.evaluate(() => window.scrollY);
        const still = y === last;
        last = y;
        return still;
      },
      { intervals: [100] },
    )
    .toBe(true);
}

interface HighlightChange {
  id: string;
  on: boolean;
}

/**
 * Records, in order, each time the highlight class is added and removed, from the first byte
 * of the page on (the 800 ms window is too short to catch by polling on a busy machine, and a
 * MutationObserver would report late while React renders).
 */
export async function recordHighlights(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const changes: HighlightChange[] = [];
    (window as unknown as { highlightChanges: HighlightChange[] }).highlightChanges = changes;
    // eslint-disable-next-line @typescript-eslint/unbound-method -- the originals are called with .apply on the list they belong to
    const { add, remove } = DOMTokenList.prototype;
    const owners = new WeakMap<DOMTokenList, Element>();
    const ownerOf = (list: DOMTokenList) => {
      let owner = owners.get(list);
      if (!owner) {
        owner = [...document.querySelectorAll("[id]")].find((element) => element.classList === list);
        if (owner) owners.set(list, owner);
      }
      return owner;
    };
    DOMTokenList.prototype.add = function (...tokens: string[]) {
      if (tokens.includes("is-highlighted")) changes.push({ id: ownerOf(this)?.id ?? "", on: true });
      add.apply(this, tokens);
    };
    DOMTokenList.prototype.remove = function (...tokens: string[]) {
      if (tokens.includes("is-highlighted")) changes.push({ id: ownerOf(this)?.id ?? "", on: false });
      remove.apply(this, tokens);
    };
  });
}

/** Waits for an element to be highlighted and un-highlighted again (how long: tests/unit/menu-up-arrow.test.ts). */
export async function highlightedThenCleared(page: Page, id: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const changes = await page.evaluate(() => (window as unknown as { highlightChanges: HighlightChange[] }).highlightChanges);
        const on = changes.findLastIndex((change) => change.id === id && change.on);
        return on >= 0 && changes.slice(on).some((change) => change.id === id && !change.on);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
}
