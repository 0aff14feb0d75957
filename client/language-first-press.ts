import { followLanguageLink } from "../shared/i18n/language-link";
import { LANGS, type Lang } from "../shared/i18n/lang";
import { ISLAND_PROPS_ATTRIBUTE } from "../shared/islands/island-element";

/**
 * The first press on the language toggle, answered without React (client/islands.ts): the
 * link is brought up to date and the choice stored as the island would, and the browser
 * follows it. Returns whether the press was answered.
 */
export function answerFirstLanguagePress(island: HTMLElement, event: MouseEvent): boolean {
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a.lang-toggle") : null;
  if (!link) return false;
  try {
    const { lang, href } = JSON.parse(island.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? "") as { lang?: unknown; href?: unknown };
    if (!LANGS.includes(lang as Lang) || typeof href !== "string") return false;
    followLanguageLink(link, lang as Lang, href);
    return true;
  } catch {
    return false;
  }
}
