import { expect, test, type Page } from "@playwright/test";
import { djb2 } from "../../shared/notices/djb2";
import { waitForStoredLanguage, watchConsole } from "./console";

/** The seed's student notice, exactly as the API serves it, and its djb2 value worked out by hand. */
const STUDENT_MESSAGE =
  "<p>Študentske bone unovčite <b>od ponedeljka do petka med 11.00 in 17.00</b>. K vsakemu obroku dobite solato in sadje.</p>";
const STUDENT_HASH = 3664681928;

const studentNotice = (page: Page) => page.locator(`[data-notice-hash="${STUDENT_HASH}"]`);
const guestNotice = (page: Page) => page.locator(".notice:not(.notice--student)");

async function storedHashes(page: Page): Promise<unknown> {
  return page.evaluate(() => JSON.parse(localStorage.getItem("obvestiloHashes") ?? "null"));
}

test("the student notice carries the djb2 hash of its message", async ({ page, request }) => {
  const notices = (await (await request.get("/api/obvestila")).json()) as { msg: string; student: boolean }[];
  expect(notices.find((notice) => notice.student)?.msg).toBe(STUDENT_MESSAGE);
  expect(djb2(STUDENT_MESSAGE)).toBe(STUDENT_HASH);
  await page.goto("/");
  await expect(studentNotice(page)).toBeVisible();
  await expect(studentNotice(page)).toContainText("Obvestilo za študente");
  await expect(guestNotice(page)).toContainText("Obvestilo za goste");
  // Numbers are highlighted, links keep their own styling.
  await expect(studentNotice(page).locator(".notice__number")).toHaveText(["11.00", "17.00"]);
});

test("hiding a notice stores its hash, and it stays hidden after a reload from the first paint on", async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto("/");
  await waitForStoredLanguage(page);
  await studentNotice(page).getByRole("button", { name: "Skrijte obvestilo" }).click();
  await expect(studentNotice(page)).toHaveCount(0);
  await expect(guestNotice(page)).toBeVisible();
  await expect.poll(() => storedHashes(page)).toEqual([STUDENT_HASH]);
  // Focus stays with the notices: on the remaining notice's button.
  await expect(guestNotice(page).getByRole("button", { name: "Skrijte obvestilo" })).toBeFocused();

  // Every animation frame from the very first one records how the notice is displayed.
  await page.addInitScript((hash) => {
    const seen: string[] = [];
    (window as unknown as { noticeFrames: string[] }).noticeFrames = seen;
    const record = () => {
      const element = document.querySelector(`[data-notice-hash="${hash}"]`);
      if (element) seen.push(getComputedStyle(element).display);
      if (!document.documentElement.dataset.hydrated) requestAnimationFrame(record);
    };
    requestAnimationFrame(record);
  }, STUDENT_HASH);
  await page.reload();
  await waitForStoredLanguage(page);
  await page.evaluate(() => (document.documentElement.dataset.hydrated = "1"));
  const frames = await page.evaluate(() => (window as unknown as { noticeFrames: string[] }).noticeFrames);
  expect(frames.length).toBeGreaterThan(0);
  expect(new Set(frames)).toEqual(new Set(["none"]));
  await expect(studentNotice(page)).toBeHidden();
  await expect(guestNotice(page)).toBeVisible();
  expect(problems).toEqual([]);
});

test("the hidden notice is hidden by the head script alone, before any app code runs", async ({ page }) => {
  await page.addInitScript((hash) => localStorage.setItem("obvestiloHashes", JSON.stringify([hash])), STUDENT_HASH);
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto("/cevapi-ljubljana");
  await expect(studentNotice(page)).toHaveCount(1);
  await expect(studentNotice(page)).toBeHidden();
  await expect(guestNotice(page)).toBeVisible();
});

test("a hidden notice comes back when its text changes", async ({ page }) => {
  // The visitor hid an older wording of the student notice; the stored hash is that text's.
  const older = djb2("<p>Študentske bone unovčite od ponedeljka do petka.</p>");
  await page.addInitScript((hash) => {
    if (!sessionStorage.getItem("seeded")) {
      localStorage.setItem("obvestiloHashes", JSON.stringify([hash]));
      sessionStorage.setItem("seeded", "1");
    }
  }, older);
  await page.goto("/");
  await waitForStoredLanguage(page);
  await expect(studentNotice(page)).toBeVisible();
  await expect(guestNotice(page)).toBeVisible();
  // Hiding the new text remembers both texts.
  await studentNotice(page).getByRole("button", { name: "Skrijte obvestilo" }).click();
  await expect.poll(() => storedHashes(page)).toEqual([older, STUDENT_HASH]);
});

test("a notice hidden on a Slovenian page stays hidden on the English one, until its message changes", async ({ page }) => {
  await page.goto("/");
  await waitForStoredLanguage(page);
  await studentNotice(page).getByRole("button", { name: "Skrijte obvestilo" }).click();
  await expect(studentNotice(page)).toHaveCount(0);

  await page.goto("/en/");
  await waitForStoredLanguage(page);
  await expect(page.locator(".notice--student")).toBeHidden();
  await expect(guestNotice(page)).toContainText("Notice for guests");

  // The owner rewords the Slovenian message: the English page then carries that wording's hash.
  const reworded = djb2("<p>Študentske bone unovčite vsak delavnik med 11.00 in 17.00.</p>");
  await page.route(/\/en\/?$/, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: (await response.text()).replaceAll(String(STUDENT_HASH), String(reworded)) });
  });
  await page.reload();
  await waitForStoredLanguage(page);
  await expect(page.locator(".notice--student")).toBeVisible();
  await expect(page.locator(".notice--student")).toContainText("Notice for students");
});

test("the English banner words the titles and the button in English", async ({ page }) => {
  await page.goto("/en");
  // The English page shows the English message (hashed as the Slovenian one); found by its kind.
  const englishStudentNotice = page.locator(".notice--student");
  await expect(englishStudentNotice).toContainText("Notice for students");
  await expect(guestNotice(page)).toContainText("Notice for guests");
  await expect(englishStudentNotice.getByRole("button", { name: "Hide notice" })).toBeVisible();
});

/**
 * The banner must never cover the page or leave a gap when it goes (docs/pages.md): it takes
 * its own room in the flow under the sticky header, so nothing is ever covered and the page
 * moves up when it goes.
 */
test("the banner sits under the header and pushes the location block down until it is hidden", async ({ page }) => {
  await page.goto("/lokacija");
  await waitForStoredLanguage(page);
  const top = (selector: string) => page.locator(selector).evaluate((element) => element.getBoundingClientRect().top);
  const bottom = (selector: string) => page.locator(selector).evaluate((element) => element.getBoundingClientRect().bottom);
  const withNotices = await top(".location");
  expect(await top(".notices__list")).toBeGreaterThanOrEqual(await bottom(".site-header"));
  expect(await top("main")).toBeGreaterThanOrEqual(await bottom(".notices__list"));
  const bannerHeight = await page.locator(".notices__list").evaluate((element) => element.getBoundingClientRect().height);

  for (const notice of [studentNotice(page), guestNotice(page)]) {
    await notice.getByRole("button", { name: "Skrijte obvestilo" }).click();
  }
  await expect(page.locator(".notices__list")).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0)); // focus moved on to the page, which may scroll
  expect(await top("main")).toBeGreaterThanOrEqual(await bottom(".site-header"));
  expect(withNotices - (await top(".location"))).toBeCloseTo(bannerHeight, 0);
});
