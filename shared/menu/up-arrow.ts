/** Scroll events are sampled at most every 50 ms (the arrow's 200 ms animation is in menu.css). */
export const SCROLL_THROTTLE_MS = 50;

/**
 * How we read the up-arrow rule (docs/menu.md) ("appears when the user scrolls up after passing
 * 150px, hides when scrolling down, and is shown only while the scroll position is under 500px"):
 *
 * Taken literally, the arrow would exist only between 150 and 500 px of scroll, which on
 * this page is where the price list it returns to is still on screen, and never deep in
 * the list where it is needed. We read "under 500px" in the page's own direction: the
 * scroll position is beneath the 500 px line. So the two numbers are the two ends of one
 * gesture:
 * - an upward scroll while more than 500 px down the page shows the arrow;
 * - it stays while the visitor keeps scrolling up, until they have passed back above
 *   150 px, where the filters are in view again and the arrow goes;
 * - any downward scroll hides it at once.
 * Between 150 and 500 px an upward scroll keeps the arrow as it was, so it never pops up
 * next to the filters and never vanishes halfway up.
 */
const ARROW_SHOW_BELOW_PX = 500;
const ARROW_HIDE_ABOVE_PX = 150;

export function nextArrowVisible(visible: boolean, previousY: number, y: number): boolean {
  if (y > previousY) return false;
  if (y === previousY) return visible;
  if (y <= ARROW_HIDE_ABOVE_PX) return false;
  if (y > ARROW_SHOW_BELOW_PX) return true;
  return visible;
}
