import { useCallback, useEffect, useRef, useState } from "react";
import { SCROLL_THROTTLE_MS, nextArrowVisible } from "./up-arrow";

/**
 * Whether the up-arrow shows, from scroll events sampled at most every 50 ms (leading and
 * trailing), and `dismiss` for when it has been used: the smooth scroll back up must not
 * bring it back, so it waits for the next downward scroll before the rule applies again.
 */
export function useUpArrow(): { visible: boolean; dismiss: () => void } {
  const [visible, setVisible] = useState(false);
  const dismissed = useRef(false);
  useEffect(() => {
    let previousY = window.scrollY;
    let shown = false;
    let lastSample = -Infinity;
    let trailing: ReturnType<typeof setTimeout> | undefined;
    const sample = () => {
      trailing = undefined;
      lastSample = performance.now();
      const y = window.scrollY;
      if (dismissed.current && y > previousY) dismissed.current = false;
      shown = !dismissed.current && nextArrowVisible(shown, previousY, y);
      previousY = y;
      setVisible(shown);
    };
    const onScroll = () => {
      const wait = SCROLL_THROTTLE_MS - (performance.now() - lastSample);
      if (wait <= 0) sample();
      else trailing ??= setTimeout(sample, wait);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      clearTimeout(trailing);
    };
  }, []);
  const dismiss = useCallback(() => {
    dismissed.current = true;
    setVisible(false);
  }, []);
  return { visible, dismiss };
}
