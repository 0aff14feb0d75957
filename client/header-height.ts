/** Above this share of the viewport's height the header stops being sticky. */
const TALL_HEADER_SHARE = 0.25;

/**
 * Keeps `--header-height` on <html> equal to the room the sticky header takes, which the
 * page's scroll padding clears. The style sheet's per-breakpoint value covers the first
 * paint; this corrects it when the header wraps (zoom, large text, narrow screens). A header
 * that would cover over a quarter of the screen is marked tall and scrolls away instead.
 *
 * Started after load: a ResizeObserver watching from the start would run its callback inside
 * the page's first style-and-layout task, the longest of the load. And a value is written only
 * when it changes, since a new custom property on <html> restyles the whole page.
 */
export function watchHeaderHeight(): void {
  const header = document.querySelector<HTMLElement>(".site-header");
  if (!header || typeof ResizeObserver === "undefined") return;
  const root = document.documentElement;
  const measure = () => {
    const measured = header.offsetHeight;
    const tall = measured > window.innerHeight * TALL_HEADER_SHARE;
    const height = `${tall ? 0 : measured}px`;
    if (root.hasAttribute("data-header-tall") !== tall) root.toggleAttribute("data-header-tall", tall);
    if (getComputedStyle(root).getPropertyValue("--header-height").trim() !== height) root.style.setProperty("--header-height", height);
  };
  new ResizeObserver(measure).observe(header);
  window.addEventListener("resize", measure);
}
