import type { TestDetails } from "@playwright/test";
import type { Lang } from "../../shared/i18n/lang";

/** For a test that holds on a phone only (the projects drop it elsewhere: playwright.config.ts). */
export const PHONE_ONLY: TestDetails = { tag: "@phone" };

/** For a test that holds on a wide screen only. */
export const DESKTOP_ONLY: TestDetails = { tag: "@desktop" };

/** Languages whose pages are the English pages' markup with other words. */
const SAME_MARKUP_AS_ENGLISH: readonly Lang[] = ["de", "it", "hr"];

/**
 * The screens a page's layout is checked on: every screen for Slovenian and English; for the
 * other languages the phone, the narrowest screen, where longer words would overflow first.
 */
export function layoutScreens(path: string): TestDetails {
  const lang = /^\/([a-z]{2})(?:\/|\?|$)/.exec(path)?.[1];
  return SAME_MARKUP_AS_ENGLISH.some((other) => other === lang) ? PHONE_ONLY : {};
}
