import type { TestDetails } from "@playwright/test";
import { OPTIONAL_LANGS } from "../../shared/i18n/lang";
import { langOfPath } from "../../shared/site/site-pages";

/** For a test that holds on a phone only (the projects drop it elsewhere: playwright.config.ts). */
export const PHONE_ONLY: TestDetails = { tag: "@phone" };

/** For a test that holds on a wide screen only. */
export const DESKTOP_ONLY: TestDetails = { tag: "@desktop" };

/**
 * The screens a page's layout is checked on: every screen for Slovenian and English; for the
 * further languages, whose pages are the English markup with other words, the phone, the
 * narrowest screen, where longer words would overflow first.
 */
export function layoutScreens(path: string): TestDetails {
  const lang = langOfPath(path.split("?")[0]!);
  return OPTIONAL_LANGS.some((optional) => optional === lang) ? PHONE_ONLY : {};
}
