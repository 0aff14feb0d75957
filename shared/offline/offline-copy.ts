import { DEFAULT_LANG, isLang } from "../i18n/lang";
import { fill } from "../islands/fill";
import { copyDate } from "./copy-date";

/**
 * The markup the server writes for the service worker to act on, and what the worker makes of
 * it. Both sides are here so that they cannot drift apart.
 */

/** Every page carries its offline notice as an inert <template> at the top of <main>, {{date}} and {{time}} unfilled. */
export const OFFLINE_NOTICE_TEMPLATE_ID = "offline-notice";
/** On <html> of a page served from a stored copy; the stylesheet hides what a copy must not claim (the live open-now status). */
export const OFFLINE_COPY_ATTRIBUTE = "data-offline-copy";
/** On each link item of the offline page: the path it opens. The worker keeps the items of pages it has stored. */
export const SAVED_PAGE_ATTRIBUTE = "data-saved-page";

const HTML_LANG = /<html lang="([a-z]+)"/;
const NOTICE_TEMPLATE = new RegExp(`<template id="${OFFLINE_NOTICE_TEMPLATE_ID}">([^<]*)</template>`);
const SAVED_PAGE_ITEM = new RegExp(`<li ${SAVED_PAGE_ATTRIBUTE}="([^"]*)">.*?</li>`, "g");

/** A stored page as it is shown offline: the notice says when it was fetched, and the page is marked as a copy. */
export function offlineCopy(html: string, fetchedAt: number): string {
  const code = HTML_LANG.exec(html)?.[1];
  const lang = isLang(code) ? code : DEFAULT_LANG;
  return html
    .replace(HTML_LANG, `$& ${OFFLINE_COPY_ATTRIBUTE}`)
    .replace(NOTICE_TEMPLATE, (_, text: string) => `<p class="offline-notice" role="status">${fill(text, copyDate(fetchedAt, lang))}</p>`);
}

/** The offline page listing only the pages in `saved` (paths). */
export function offlinePage(html: string, saved: ReadonlySet<string>): string {
  return html.replace(SAVED_PAGE_ITEM, (item, path: string) => (saved.has(path) ? item : ""));
}
