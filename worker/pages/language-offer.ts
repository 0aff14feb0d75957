import { DEFAULT_LANG, fromStoredLang, isLang, LANGUAGES, toStoredLang, type Lang } from "../../shared/i18n/lang";
import { MESSAGES } from "../../shared/i18n/messages";
import { pagePath, type PageDef } from "../../shared/site/site-pages";
import { CHOICE_PARAMETER, LANGUAGE_CHOICE_PATH, RETURN_PARAMETER } from "../http/language-choice";
import { escapeHtml } from "./html-document";

/**
 * The site language an Accept-Language header prefers most: its tags by weight (q), each
 * matched on its primary subtag ("de-AT" is German); ties keep the header's order. Null when
 * it names none of the site's languages.
 */
export function preferredLang(header: string | undefined): Lang | null {
  const ranked = (header ?? "")
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
      return { code: tag.trim().toLowerCase().split("-")[0] ?? "", weight: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.weight > 0 && isLang(entry.code))
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  const code = ranked[0]?.code;
  return isLang(code) ? code : null;
}

/**
 * The language a Slovenian page offers its visitor, or null: the one their browser prefers
 * most of the site's, where it is one the site offers (LANGUAGES' `offered`), and only to a
 * visitor who has not chosen a language yet (no lang cookie). A visitor is never redirected by
 * Accept-Language (docs/decisions/012-more-languages.md).
 */
export function offeredLang(page: PageDef, lang: Lang, acceptLanguage: string | undefined, storedChoice: string | undefined): Lang | null {
  if (lang !== DEFAULT_LANG || !page.indexable || fromStoredLang(storedChoice) !== null) return null;
  const preferred = preferredLang(acceptLanguage);
  return preferred && LANGUAGES[preferred].offered ? preferred : null;
}

/**
 * The small bar that offers the page in `target`, written in that language: a link to the
 * page there, and a "no, thanks" that is a GET form, so that it works without script (the
 * server stores the choice and returns) and is never prefetched as a link would be.
 */
function offerHtml(target: Lang, page: PageDef, search: string): string {
  const words = MESSAGES[target].lang;
  const here = `${pagePath(page.id, DEFAULT_LANG)}${search}`;
  return (
    `<aside class="lang-offer" lang="${target}" aria-label="${escapeHtml(words.menu)}" data-lang-offer>` +
    `<p class="lang-offer__text"><a href="${escapeHtml(`${pagePath(page.id, target)}${search}`)}" hreflang="${target}">${escapeHtml(words.offer)}</a></p>` +
    `<form class="lang-offer__dismiss" method="get" action="${LANGUAGE_CHOICE_PATH}">` +
    `<input type="hidden" name="${CHOICE_PARAMETER}" value="${toStoredLang(DEFAULT_LANG)}">` +
    `<input type="hidden" name="${RETURN_PARAMETER}" value="${escapeHtml(here)}">` +
    `<button type="submit">${escapeHtml(words.offerDismiss)}</button></form></aside>`
  );
}

/**
 * The page with the offer under its header. It is added to the HTML as it leaves, never to
 * the render the caches keep, so no other visitor receives it.
 */
export function withLanguageOffer(html: string, target: Lang, page: PageDef, search: string): string {
  const end = html.indexOf("</header>");
  if (end < 0) return html;
  const at = end + "</header>".length;
  return `${html.slice(0, at)}${offerHtml(target, page, search)}${html.slice(at)}`;
}

/** The ETag of a page with the offer: its own, so that a cached copy of one never answers for the other. */
export function offerEtag(etag: string, target: Lang): string {
  return etag.replace(/"$/, `-${target}"`);
}
