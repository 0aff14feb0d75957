import type { Page } from "@playwright/test";

/** Opens the header's language menu and follows the link to a language, named in itself ("English", "Deutsch"). */
export async function chooseLanguage(page: Page, name: string): Promise<void> {
  const menu = page.locator(".lang-menu");
  await menu.locator("summary").click();
  await menu.getByRole("link", { name, exact: true }).click();
}
