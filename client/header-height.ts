/** Above this share of the viewport's height the header stops being sticky. */
const TALL_HEADER_SHARE = 0.25;

/**
 * Keeps `--header-height` on <html> equal to the room the sticky header takes, which the
 * page's scroll padding clears. The style sheet's per-breakpoint value covers the first
 * paint; this corrects it when the header wraps (zoom, large text, narrow screens). A header
 * that would cover over a quarter of the screen is marked tall and scrolls away instead.
 */
export function watchHeaderHeight(): void {
  const header = document.querySelector<HTMLElement>(".site-header");
  if (!header || typeof ResizeObserver === "undefined") return;
  const root = document.documentElement;
  const measure = () => {
    const tall = header.offsetHeight > window.innerHeight * TALL_HEADER_SHARE;
    root.toggleAttribute("data-header-tall", tall);
    root.style.setProperty("--header-height", `${tall ? 0 : header.offsetHeight}px`);
  };
  new ResizeObserver(measure).observe(header);
  window.addEventListener("resize", measure);
}
