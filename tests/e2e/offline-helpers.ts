import type { BrowserContext, Page } from "@playwright/test";

/** Waits until the page's service worker has installed (the menu and the offline pages stored) and controls the page. */
export async function workerInControl(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
}

/** Opens `path` with the network cut, after a visit to `from` has installed the service worker (the context must allow service workers). */
export async function openOffline(page: Page, context: BrowserContext, from: string, path: string): Promise<void> {
  await page.goto(from);
  await workerInControl(page);
  await context.setOffline(true);
  await page.goto(path);
}
