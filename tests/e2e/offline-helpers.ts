import type { Page } from "@playwright/test";

/** Waits until the page's service worker has installed (the menu and the offline pages stored) and controls the page. */
export async function workerInControl(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
}
