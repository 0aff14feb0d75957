import { expect, test, type Locator, type Page } from "@playwright/test";
import { datesLabel } from "../../shared/restaurant/hours-labels";
import { isoDate, wallClock } from "../../shared/restaurant/opening-hours";
import { addDays } from "../../shared/restaurant/public-holidays";
import { HOURS_DOCUMENT } from "../../worker/data/database-layout";
import { encodeFields } from "../../worker/firestore/values";
import { waitForStoredLanguage } from "./console";
import { siteOnEmulator } from "./site-on-emulator";

const PROJECT = "crowded-notices";
const day = (offset: number) => isoDate(addDays(wallClock(Date.now()), offset));
/** Two exceptions the hours announce: the generated notice comes first on every page. */
const CLOSED_DAY = day(3);
const SHORT_DAYS = { from: day(10), to: day(11) };
const ANNOUNCED: Record<string, string | boolean>[] = [
  { from: CLOSED_DAY, closed: true, note: "Inventura", note_en: "Stocktaking", announce: true },
  { ...SHORT_DAYS, opens: "09:30", closes: "15:00", announce: true },
];
const MORE_NOTICES = [
  { id: "zz-parkirisce", student: false, msg: "<p>Parkirišče na Kongresnem trgu je do konca meseca zaprto zaradi del.</p>" },
];

const site = siteOnEmulator({
  project: PROJECT,
  writes: [
    { update: { path: HOURS_DOCUMENT, fields: encodeFields({ exceptions: ANNOUNCED }) }, updateMask: ["exceptions"] },
    ...MORE_NOTICES.map(({ id, student, msg }) => ({
      update: { path: `obvestila/${id}`, fields: encodeFields({ act: true, student, msg }) },
    })),
  ],
});

/** The whole box inside the viewport, without scrolling. */
async function onFirstScreen(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  return Boolean(box && viewport && box.y >= 0 && box.y + box.height <= viewport.height);
}

/**
 * The part reads whole on the message's first line: on one line, inside the message's box (the
 * folded one clips the rest) and starting on its first line.
 */
async function onFirstLine(message: Locator, part: Locator): Promise<boolean> {
  const [outer, inner, lines] = await Promise.all([
    message.boundingBox(),
    part.boundingBox(),
    part.evaluate((element) => new Set([...element.getClientRects()].map((rect) => Math.round(rect.top))).size),
  ]);
  return Boolean(
    outer &&
    inner &&
    lines === 1 &&
    inner.x >= outer.x - 1 &&
    inner.y >= outer.y - 1 &&
    inner.x + inner.width <= outer.x + outer.width + 1 &&
    inner.y + inner.height <= outer.y + outer.height + 1 &&
    inner.y < outer.y + inner.height,
  );
}

/** The hours' announcement: the first notice. */
const announcement = (page: Page) => page.locator(".notice").first();

test("four notices at 390 × 844 leave the home heading and its first button on the first screen", async ({ page }) => {
  await page.goto(`${site.url}/`);
  await waitForStoredLanguage(page);
  const notices = page.locator(".notice");
  await expect(notices).toHaveCount(4);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(await onFirstScreen(page, page.getByRole("heading", { level: 1 }))).toBe(true);
  expect(await onFirstScreen(page, page.locator(".hero").getByRole("link", { name: "Odprite cenik" }))).toBe(true);
  // Every notice still names itself and offers its hide button.
  await expect(notices.getByRole("button", { name: "Skrijte obvestilo" })).toHaveCount(4);
  await expect(notices.locator(".notice__title")).toHaveText([
    "Obvestilo za goste",
    "Obvestilo za goste",
    "Obvestilo za študente",
    "Obvestilo za goste",
  ]);
});

for (const { lang, path, more } of [
  { lang: "sl", path: "/", more: "Več" },
  { lang: "en", path: "/en", more: "More" },
] as const) {
  test(`a folded announcement of a closed day shows its date on its first line (${lang})`, async ({ page }) => {
    await page.goto(`${site.url}${path}`);
    await waitForStoredLanguage(page);
    const message = announcement(page).locator(".notice__message");
    await expect(announcement(page).getByRole("button", { name: more })).toHaveAttribute("aria-expanded", "false");
    const closedDay = message.locator("strong").first();
    await expect(closedDay).toHaveText(datesLabel(lang, CLOSED_DAY, CLOSED_DAY));
    expect(await onFirstLine(message, closedDay)).toBe(true);
    expect(await onFirstLine(message, message.locator("strong").nth(1))).toBe(false);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the announcement reads whole, each line led by its dates", async ({ page }) => {
    for (const [lang, path] of [
      ["sl", "/"],
      ["en", "/en"],
    ] as const) {
      await page.goto(`${site.url}${path}`);
      const message = announcement(page).locator(".notice__message");
      const dates = message.locator("strong");
      await expect(dates).toHaveText([datesLabel(lang, CLOSED_DAY, CLOSED_DAY), datesLabel(lang, SHORT_DAYS.from, SHORT_DAYS.to)]);
      expect(await onFirstLine(message, dates.first())).toBe(true);
    }
  });
});
