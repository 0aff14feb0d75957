import { expect, test, type Page } from "@playwright/test";
import { djb2 } from "../../shared/notices/djb2";
import { waitForStoredLanguage, watchConsole } from "./console";
import { DESKTOP_ONLY, PHONE_ONLY } from "./screens";

const notices = (page: Page) => page.locator(".notice");
const firstChip = (page: Page) => page.locator(".category-filter").getByRole("button").first();

/** The whole box inside the viewport, without scrolling. */
async function onFirstScreen(page: Page, locator: ReturnType<Page["locator"]>): Promise<boolean> {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  return Boolean(box && viewport && box.y >= 0 && box.y + box.height <= viewport.height);
}

test("with the seed's two notices, /ponudba shows the first menu filter chip on the first screen", async ({ page }) => {
  await page.goto("/ponudba");
  await waitForStoredLanguage(page);
  await expect(notices(page)).toHaveCount(2);
  await expect(firstChip(page)).toHaveText("Vsa ponudba");
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(await onFirstScreen(page, firstChip(page))).toBe(true);
  // Every spec rule of the banner still holds while folded.
  await expect(notices(page).locator(".notice__title")).toHaveText(["Obvestilo za goste", "Obvestilo za študente"]);
  await expect(notices(page).getByRole("button", { name: "Skrijte obvestilo" })).toHaveCount(2);
  await expect(notices(page).first().locator(".notice__number").first()).toHaveText("24. 12");
});

test("a folded notice opens with its 'more' button, which says whether it is open", PHONE_ONLY, async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto("/ponudba");
  await waitForStoredLanguage(page);
  const guest = notices(page).first();
  const more = guest.getByRole("button", { name: "Več" });
  const message = guest.locator(".notice__message");
  await expect(more).toHaveAttribute("aria-expanded", "false");
  await expect(more).toHaveAttribute("aria-controls", (await message.getAttribute("id"))!);
  const folded = (await message.boundingBox())!.height;
  await expect(guest.getByRole("link", { name: "dostavo" })).not.toBeInViewport();

  await more.click();
  const less = guest.getByRole("button", { name: "Manj" });
  await expect(less).toHaveAttribute("aria-expanded", "true");
  await expect(less).toBeFocused();
  expect((await message.boundingBox())!.height).toBeGreaterThan(folded * 2);
  await expect(guest.getByRole("link", { name: "dostavo" })).toBeInViewport();

  await less.press("Enter");
  await expect(more).toHaveAttribute("aria-expanded", "false");
  expect((await message.boundingBox())!.height).toBe(folded);
  expect(problems).toEqual([]);
});

test("on a wide screen every notice shows whole, with no 'more' button", DESKTOP_ONLY, async ({ page }) => {
  await page.goto("/ponudba");
  await waitForStoredLanguage(page);
  await expect(notices(page).getByRole("button", { name: "Več" })).toHaveCount(0);
  await expect(notices(page).first().getByRole("link", { name: "dostavo" })).toBeInViewport();
  expect(await onFirstScreen(page, firstChip(page))).toBe(true);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every notice reads whole, and no button that could not work is offered", async ({ page }) => {
    await page.goto("/ponudba");
    await expect(notices(page).first().getByRole("link", { name: "dostavo" })).toBeVisible();
    await expect(notices(page).last()).toContainText("K vsakemu obroku dobite solato in sadje.");
    await expect(notices(page).getByRole("button", { name: "Več" })).toHaveCount(0);
  });
});

test("English pages show the English messages, and hiding one remembers its Slovenian message", async ({ page, request }) => {
  const served = (await (await request.get("/api/obvestila")).json()) as { student: boolean; msg: string }[];
  const studentSlovenian = served.find((notice) => notice.student)!.msg;
  await page.goto("/en/ponudba");
  await waitForStoredLanguage(page);
  await expect(notices(page).locator(".notice__title")).toHaveText(["Notice for guests", "Notice for students"]);
  await expect(notices(page).first()).toContainText("Holiday opening hours:");
  await expect(notices(page).first().locator(".notice__number").first()).toHaveText("24");
  await expect(notices(page).last()).toContainText("Student vouchers are redeemed");
  await expect(notices(page).locator(".notice__message[lang]")).toHaveCount(0);

  await notices(page).last().getByRole("button", { name: "Hide notice" }).click();
  await expect(notices(page)).toHaveCount(1);
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem("obvestiloHashes") ?? "null")))
    .toEqual([djb2(studentSlovenian)]);
});
