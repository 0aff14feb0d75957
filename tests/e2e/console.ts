import type { Page } from "@playwright/test";

/** What Playwright's own stand-in for navigator.serviceWorker.register says where the config blocks service workers: not the page's problem. */
const BLOCKED_SERVICE_WORKER = "Service Worker registration blocked by Playwright";

/** Collects console errors and warnings and uncaught page errors. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.text() === BLOCKED_SERVICE_WORKER) return;
    if (message.type() === "error" || message.type() === "warning") problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Records every Content-Security-Policy violation the page reports (blocked scripts, styles, frames). */
export async function watchCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
}

/**
 * Resolves once localStorage holds the language, which the page script stores first when it
 * starts after load: from then on a touch hydrates an island, and a click into one is held and
 * repeated once it has. It does not wait for any island to hydrate.
 */
export async function waitForStoredLanguage(page: Page): Promise<void> {
  await page.waitForFunction(() => window.localStorage.getItem("lang") !== null);
}

export function documentStatusMessage(status: number): string {
  return `error: Failed to load resource: the server responded with a status of ${status} (Not Found)`;
}
