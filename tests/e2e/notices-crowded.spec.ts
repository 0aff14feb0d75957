import { expect, test, type Locator, type Page } from "@playwright/test";
import { encodeFields } from "../../worker/firestore/values";
import { waitForStoredLanguage } from "./console";
import { siteOnEmulator } from "./site-on-emulator";

const PROJECT = "crowded-notices";
/** The shape of the hours' own announcement (shared/notices/notices-on-day.ts): a heading line, then the dates. */
const HOURS_NOTICE =
  "<p>Spremenjen delovni čas:</p><ul><li><strong>24. 12.</strong>: zaprto</li><li><strong>31. 12.</strong>: 9.30–15.00</li></ul>";
const MORE_NOTICES = [
  { id: "aa-urnik", student: false, msg: HOURS_NOTICE },
  { id: "zz-parkirisce", student: false, msg: "<p>Parkirišče na Kongresnem trgu je do konca meseca zaprto zaradi del.</p>" },
];

const site = siteOnEmulator({
  project: PROJECT,
  writes: MORE_NOTICES.map(({ id, student, msg }) => ({
    update: { path: `obvestila/${id}`, fields: encodeFields({ act: true, student, msg }) },
  })),
});

/** The whole box inside the viewport, without scrolling. */
async function onFirstScreen(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  return Boolean(box && viewport && box.y >= 0 && box.y + box.height <= viewport.height);
}

/** The part lies inside the message's folded (clipped) box: the visitor reads it without "more". */
async function readableFolded(message: Locator, part: Locator): Promise<boolean> {
  const [outer, inner] = await Promise.all([message.boundingBox(), part.boundingBox()]);
  return Boolean(
    outer &&
    inner &&
    inner.x >= outer.x - 1 &&
    inner.y >= outer.y - 1 &&
    inner.x + inner.width <= outer.x + outer.width + 1 &&
    inner.y + inner.height <= outer.y + outer.height + 1,
  );
}

test("four notices at 390 × 844 leave the home heading and its first button on the first screen", async ({ page }) => {
  await page.goto(`${site.url}/`);
  await waitForStoredLanguage(page);
  const notices = page.locator(".notice");
  await expect(notices).toHaveCount(4);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(await onFirstScreen(page, page.getByRole("heading", { level: 1 }))).toBe(true);
  expect(await onFirstScreen(page, page.locator(".hero").getByRole("link", { name: "Odpri cenik" }))).toBe(true);
  // Every notice still names itself and offers its hide button.
  await expect(notices.getByRole("button", { name: "Skrij obvestilo" })).toHaveCount(4);
  await expect(notices.locator(".notice__title")).toHaveText([
    "Obvestilo za goste",
    "Obvestilo za goste",
    "Obvestilo za študente",
    "Obvestilo za goste",
  ]);
});

test("a folded notice shows its first line with its date", async ({ page }) => {
  await page.goto(`${site.url}/`);
  await waitForStoredLanguage(page);
  const hours = page.locator(".notice", { hasText: "Spremenjen delovni čas" });
  const message = hours.locator(".notice__message");
  await expect(hours.getByRole("button", { name: "Več" })).toHaveAttribute("aria-expanded", "false");
  expect(await readableFolded(message, message.locator("strong", { hasText: "24. 12." }))).toBe(true);
  expect(await readableFolded(message, message.locator("strong", { hasText: "31. 12." }))).toBe(false);
});
