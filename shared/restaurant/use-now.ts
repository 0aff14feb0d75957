import { useEffect, useState } from "react";

const MINUTE_MS = 60_000;

/**
 * The current time, updated at every full minute. The first render uses the server's render
 * time so that hydration sees the same markup the server sent.
 */
export function useNow(renderedAt: number): number {
  const [now, setNow] = useState(renderedAt);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      timer = setTimeout(tick, MINUTE_MS - (current % MINUTE_MS));
    };
    tick();
    return () => clearTimeout(timer);
  }, []);
  return now;
}
