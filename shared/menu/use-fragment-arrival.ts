import { useEffect } from "react";
import { useLocation, useNavigationType } from "react-router-dom";
import { fragmentTarget, highlightSection } from "./scroll-to-section";

/**
 * Highlights the section a URL fragment names (#cenik, #cjediNaZaru …) when the visitor
 * arrives at it. The browser scrolls on a full page load and the router on a client
 * navigation, but when the menu data arrived after the router tried, the section did not
 * exist yet: then this scrolls to it.
 */
export function useFragmentArrival(): void {
  const { hash, key } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    const target = fragmentTarget(hash);
    if (!target) return;
    if (navigationType !== "POP") target.scrollIntoView({ block: "start" });
    highlightSection(target);
  }, [hash, key, navigationType]);
}
