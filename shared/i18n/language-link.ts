import { otherLang, type Lang } from "./lang";
import { rememberLanguage } from "./remember-language";

/**
 * What a press on the language toggle does before the browser follows it: the link takes
 * the menu's view (query) and the reader's place (fragment), which may have changed since the
 * server wrote it, and the other language is stored, so the server already sees the choice.
 */
export function followLanguageLink(link: HTMLAnchorElement, pageLang: Lang, href: string): void {
  const pathname = new URL(href, location.href).pathname;
  link.href = `${pathname}${location.search}${location.hash}`;
  rememberLanguage(otherLang(pageLang));
}
