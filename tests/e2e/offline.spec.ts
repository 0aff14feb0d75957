import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, expect, test, type BrowserContext, type Locator, type Page } from "@playwright/test";
import build from "../../dist/build-info.json" with { type: "json" };
import { LANGS, LANGUAGES, type Lang } from "../../shared/i18n/lang";
import { MESSAGES } from "./locales";
import { copyDate } from "../../shared/offline/copy-date";
import { pagePath } from "../../shared/site/site-pages";
import { freePort } from "../../scripts/dev/firestore-emulator";
import { CHROMIUM_ARGS, testChromiumPath } from "../support/chromium";
import { startSite } from "../support/site-server";
import { waitForStoredLanguage } from "./console";
import { expectNoAxeFindings } from "./axe";
import { workerInControl } from "./offline-helpers";

test.use({ serviceWorkers: "allow" });

const CLIENT_DIR = new URL("../../dist/client", import.meta.url).pathname;

function cacheNames(page: Page): Promise<string[]> {
  return page.evaluate(() => caches.keys());
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The menu's offline notice in the language, with today's date (the copy was fetched moments ago) and a time. */
function noticePattern(lang: Lang): RegExp {
  const time = lang === "sl" ? "\\d{1,2}\\.\\d{2}" : "\\d{2}:\\d{2}";
  const pattern = escaped(MESSAGES[lang].offline.menuNotice)
    .replace(escaped("{{date}}"), escaped(copyDate(Date.now(), lang).date))
    .replace(escaped("{{time}}"), time);
  return new RegExp(`^${pattern}$`);
}

/**
 * Follows a visible link as a visitor's tap does, by its address: a click would let the
 * speculation rules prerender the page, and Playwright's offline emulation does not reach a
 * prerendering page, which would then load from the network.
 */
async function follow(page: Page, link: Locator): Promise<void> {
  const href = await link.filter({ visible: true }).first().getAttribute("href");
  await page.goto(href ?? "about:blank");
}

/** A copy of the build whose worker carries another stamp: what the next deploy serves. */
function nextBuild(stamp: string): { dir: string; stamp: string } {
  const dir = mkdtempSync(join(tmpdir(), "grill-next-build-"));
  cpSync(CLIENT_DIR, dir, { recursive: true });
  const next = "20991231T235959999Z";
  writeFileSync(join(dir, "sw.js"), readFileSync(join(dir, "sw.js"), "utf8").replaceAll(stamp, next));
  return { dir, stamp: next };
}

async function menuEntries(context: BrowserContext, path: string): Promise<number> {
  const html = await (await context.request.get(path)).text();
  return [...html.matchAll(/<li class="(?:dish|price-row)"/g)].length;
}

/** The offline views axe checks: the menu's stored copy in these languages, and the offline page in English. */
const AXE_OFFLINE_MENU: readonly Lang[] = ["sl", "en", "de"];
const AXE_OFFLINE_PAGE: readonly Lang[] = ["en"];

for (const lang of LANGS) {
  const t = MESSAGES[lang];
  const home = pagePath("home", lang);
  const menu = pagePath("offer", lang);

  test(`offline, in ${LANGUAGES[lang].name}, after one visit to the home page: the stored menu, the offline page, then the network again`, async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000); // axe walks a few thousand nodes on the menu
    await page.emulateMedia({ reducedMotion: "reduce" }); // a still page for axe's contrast checks
    const entries = await menuEntries(context, menu);
    await page.goto(home);
    await workerInControl(page);
    await context.setOffline(true);

    await test.step("the whole menu opens from the home page's link, with the notice of its date, and its filter works", async () => {
      await follow(page, page.locator("header").getByRole("link", { name: t.nav.offer, exact: true }));
      await expect(page).toHaveURL(new RegExp(`${menu}#cenik$`));
      await expect(page.locator(".offline-notice")).toHaveText(noticePattern(lang));
      await expect(page.locator(".dish, .price-row")).toHaveCount(entries);
      await expect(page.locator(".menu-sections > section:not([hidden])").first()).toBeVisible();
      // The copy cannot know whether the restaurant is open now, so it does not say.
      await expect(page.locator(".visit-card__name")).toBeVisible();
      await expect(page.locator(".open-status")).toBeHidden();
      await waitForStoredLanguage(page);
      if (AXE_OFFLINE_MENU.includes(lang)) await expectNoAxeFindings(page);
      // The islands' scripts were stored too: the filter works offline.
      await page
        .getByRole("group", { name: t.menu.filterLabel })
        .getByRole("button", { name: t.menu.categories.cjediNaZaru, exact: true })
        .click();
      await expect(page).toHaveURL(/\?kategorija=cjediNaZaru$/);
      await expect(page.locator("#cjediNaZaru")).toBeVisible();
      await expect(page.locator("#aburgerji")).toBeHidden();
    });

    await test.step("a page never visited shows the site's offline page in its language, linking the stored menu", async () => {
      await page.goto(pagePath("location", lang));
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.offline.title);
      const saved = page.getByRole("list", { name: t.offline.saved });
      await expect(saved.getByRole("link")).toHaveText([t.seo.offer.title]);
      if (AXE_OFFLINE_PAGE.includes(lang)) await expectNoAxeFindings(page);
      await follow(page, saved.getByRole("link", { name: t.seo.offer.title }));
      await expect(page).toHaveURL(new RegExp(`${menu}$`));
      await expect(page.locator(".offline-notice")).toHaveText(noticePattern(lang));
    });

    await test.step("back online, the next page is the network's, without the notice", async () => {
      await context.setOffline(false);
      await page.goto(menu);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.locator(".offline-notice")).toHaveCount(0);
      await expect(page.locator("html")).not.toHaveAttribute("data-offline-copy");
      await expect(page.locator(".open-status")).toBeVisible();
    });
  });
}

test.describe("deploys and faults", () => {
  test("a new build's worker takes over and removes the old build's caches (the default language and a prefixed one); then SERVICE_WORKER=off removes the worker and its caches, and pages stop registering it", async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const port = await freePort();
    const next = nextBuild(build.stamp);
    // One visitor per language of the page open when the new build installs (the language comes from the path's prefix).
    const visitors = await Promise.all(
      (["sl", "en"] as const).map(async (lang) => {
        const context = await browser.newContext({ serviceWorkers: "allow" });
        return { lang, context, page: await context.newPage() };
      }),
    );
    let site = await startSite({}, [], port);
    try {
      for (const { lang, page } of visitors) {
        await page.goto(`${site.url}${pagePath("home", lang)}`);
        await workerInControl(page);
        expect(await cacheNames(page)).toContain(`grill-pages-${build.stamp}`);
      }
      await site.stop();
      site = await startSite({}, ["--assets", next.dir], port);

      for (const { lang, page, context } of visitors) {
        await test.step(`the new build's worker controls the ${lang} page, and the old build's caches are gone`, async () => {
          await page.reload();
          await expect.poll(() => cacheNames(page), { timeout: 30_000 }).toContain(`grill-pages-${next.stamp}`);
          await expect.poll(async () => (await cacheNames(page)).filter((name) => name.endsWith(build.stamp))).toEqual([]);
          // The page is the new worker's: offline, the menu comes from the new build's caches.
          await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe("activated");
          await context.setOffline(true);
          await page.goto(`${site.url}${pagePath("offer", lang)}`);
          await expect(page.locator(".offline-notice")).toHaveText(noticePattern(lang));
          await context.setOffline(false);
        });
      }
      // The first visitor then sees every language's home page, whose copies SERVICE_WORKER=off must clear too.
      const { page } = visitors[0]!;
      for (const lang of LANGS) await page.goto(`${site.url}${pagePath("home", lang)}`);
      expect(await cacheNames(page)).not.toEqual([]);
      await site.stop();
      site = await startSite({ SERVICE_WORKER: "off" }, [], port);

      await test.step("SERVICE_WORKER=off removes the worker and its caches, and pages stop registering it", async () => {
        await page.goto(`${site.url}${pagePath("offer", "en")}`);
        await expect.poll(() => cacheNames(page), { timeout: 30_000 }).toEqual([]);
        await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
        await page.goto(`${site.url}${pagePath("home", "sl")}`);
        await expect(page.locator("html")).not.toHaveAttribute("data-service-worker");
        await page.waitForLoadState("load");
        expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
        expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
      });
    } finally {
      await site.stop();
      await Promise.all(visitors.map(({ context }) => context.close()));
      rmSync(next.dir, { recursive: true, force: true });
    }
  });

  /** A build of the worker with a fault put in front of its code. */
  async function brokenWorker(context: BrowserContext, prelude: string): Promise<void> {
    await context.route("**/sw.js", async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: `${prelude}\n${await response.text()}` });
    });
  }

  async function pagesLoad(page: Page): Promise<void> {
    for (const path of [pagePath("offer", "sl"), pagePath("location", "en"), pagePath("home", "en")]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.locator(".offline-notice")).toHaveCount(0);
    }
  }

  test("a build whose worker fails to install (its storage is full) leaves the site as without a worker", async ({ page, context }) => {
    await brokenWorker(context, 'self.caches.open = () => Promise.reject(new DOMException("full", "QuotaExceededError"));');
    await page.goto(pagePath("home", "sl"));
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length), { timeout: 20_000 })
      .toBe(0);
    await pagesLoad(page);
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    await context.unrouteAll({ behavior: "ignoreErrors" });
  });

  test("a build whose worker throws on every page request leaves the site working online: the network answers", async ({
    page,
    context,
  }) => {
    await brokenWorker(context, 'Promise.race = () => { throw new Error("a broken build"); };');
    await page.goto(pagePath("home", "sl"));
    await workerInControl(page);
    await pagesLoad(page);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe("activated");
    await context.unrouteAll({ behavior: "ignoreErrors" });
  });
});

test.describe("installable", () => {
  test("Chromium's installability report has no errors for the home page of every language", async ({ baseURL }) => {
    // A default Playwright context is incognito, which Chromium reports as an error in itself.
    const profile = mkdtempSync(join(tmpdir(), "grill-install-"));
    const context = await chromium.launchPersistentContext(profile, { executablePath: testChromiumPath(), args: CHROMIUM_ARGS, baseURL });
    try {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      for (const lang of LANGS) {
        await page.goto(pagePath("home", lang));
        await workerInControl(page);
        const manifest = await cdp.send("Page.getAppManifest");
        expect(manifest.url).toMatch(lang === "sl" ? /\/manifest\.webmanifest$/ : new RegExp(`/${lang}/manifest\\.webmanifest$`));
        expect(manifest.errors).toEqual([]);
        const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
        expect(installabilityErrors).toEqual([]);
      }
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});
