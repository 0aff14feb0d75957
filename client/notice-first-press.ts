import { rememberDismissed } from "../shared/notices/notice-dismissals";

/**
 * The first press on a notice's hide button, answered without React (client/islands.ts): the
 * notice is stored as hidden and hidden by a style sheet, as the head script hides the ones
 * hidden before, and the keyboard focus moves on as the banner moves it (to the next notice's
 * button, or else the page's content). The banner, hydrating after, reads the stored hashes
 * and leaves the notice out. Returns whether the press was answered.
 */
export function answerFirstNoticePress(island: HTMLElement, event: MouseEvent): boolean {
  const notice =
    event.target instanceof Element ? event.target.closest<HTMLElement>(".notice__hide")?.closest<HTMLElement>("[data-notice-hash]") : null;
  const hash = Number(notice?.dataset.noticeHash);
  if (!notice || !Number.isInteger(hash)) return false;
  const shown = [...island.querySelectorAll<HTMLElement>("[data-notice-hash]")].filter(
    (n) => n === notice || n.getClientRects().length > 0,
  );
  const index = shown.indexOf(notice);
  try {
    rememberDismissed(window.localStorage, hash);
  } catch {
    // Storage blocked: the notice still hides for this visit.
  }
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(`[data-notice-hash="${hash}"]{display:none!important}`);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  const next = shown[index + 1] ?? shown[index - 1];
  (next?.querySelector<HTMLElement>(".notice__hide") ?? document.getElementById("main"))?.focus();
  return true;
}
