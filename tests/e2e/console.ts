import type { Page } from "@playwright/test";

/** Collects console errors and warnings, page errors and CSP violations of a page. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Resolves once React has hydrated the page (the layout stores the language only then). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => window.localStorage.getItem("lang") !== null);
}

export function documentStatusMessage(status: number): string {
  return `error: Failed to load resource: the server responded with a status of ${status} (Not Found)`;
}
