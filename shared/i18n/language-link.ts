import type { Lang } from "./lang";
import { rememberLanguage } from "./remember-language";

/**
 * What a press on a link of the language menu does before the browser follows it: the link
 * takes the menu's view (query) and the reader's place (fragment), which may have changed since
 * the server wrote it, and the chosen language is stored, so the server already sees the choice.
 */
export function followLanguageLink(link: HTMLAnchorElement, lang: Lang): void {
  const pathname = new URL(link.href, location.href).pathname;
  link.href = `${pathname}${location.search}${location.hash}`;
  rememberLanguage(lang);
}
