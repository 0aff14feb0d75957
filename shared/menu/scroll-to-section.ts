/** How long a section that was scrolled to stays highlighted (docs/menu.md). */
export const SECTION_HIGHLIGHT_MS = 800;

const HIGHLIGHT_CLASS = "is-highlighted";

const highlightTimers = new WeakMap<Element, ReturnType<typeof setTimeout>>();

/** A section that was scrolled to is highlighted for 800 ms. */
export function highlightSection(element: Element): void {
  clearTimeout(highlightTimers.get(element));
  element.classList.add(HIGHLIGHT_CLASS);
  highlightTimers.set(
    element,
    setTimeout(() => element.classList.remove(HIGHLIGHT_CLASS), SECTION_HIGHLIGHT_MS),
  );
}

function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * Scrolls a section to the top (the offset comes from the page's scroll padding) and
 * highlights it; with `focus`, keyboard focus follows without a second jump.
 */
export function scrollToSection(element: HTMLElement, { focus = false } = {}): void {
  element.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
  if (focus) element.focus({ preventScroll: true });
  highlightSection(element);
}

/** The element a URL fragment names, or null (also for an undecodable fragment). */
export function fragmentTarget(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}
