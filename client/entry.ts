import { DEFAULT_LANG, isLang } from "../shared/i18n/lang";
import { rememberViewedLanguage } from "../shared/i18n/remember-language";
import { nameAllergensOnTap } from "./allergen-names";
import { highlightFragmentTargets } from "./fragment-highlight";
import { watchHeaderHeight } from "./header-height";
import { hydrateNow, startIslands } from "./islands";
import { watchLanguageMenu } from "./language-menu";
import { watchLanguageOffer } from "./language-offer";
import { startScrollSliders } from "./scroll-sliders";
import { registerServiceWorker } from "./service-worker-registration";
import "./styles.css";
import "./menu.css";
import "./pages.css";
import "virtual:slider-layout.css";

/** Older browsers have no PerformanceObserver, or no list of the entry types it supports. */
function observesNavigation(): boolean {
  const observer = (globalThis as { PerformanceObserver?: { supportedEntryTypes?: readonly string[] } }).PerformanceObserver;
  return observer?.supportedEntryTypes?.includes("navigation") ?? false;
}

function onLoad(task: () => void): void {
  if (document.readyState === "complete") task();
  else window.addEventListener("load", task, { once: true });
}

/**
 * Runs `task` once the load event is over, in a task of its own. A load listener would run
 * inside the load event's task, which on a fast connection also holds the page's first style
 * and layout, before the first paint: the page would paint later, and that whole task would
 * count as the script's. The navigation's timing entry is delivered to observers after the
 * load event has ended, in a later task; a browser that hands it over earlier, or has no such
 * entry, falls back to the load listener.
 */
function afterLoad(task: () => void): void {
  if (document.readyState === "complete" || !observesNavigation()) {
    onLoad(task);
    return;
  }
  const observer = new PerformanceObserver(() => {
    observer.disconnect();
    onLoad(task);
  });
  observer.observe({ type: "navigation", buffered: true });
}

function start(): void {
  afterLoad(() => {
    // The home page's `data-loaded` turns true once the window has loaded.
    for (const element of document.querySelectorAll("[data-loaded]")) element.setAttribute("data-loaded", "true");
    watchHeaderHeight();
    // The language being viewed is stored on every page, before any island is touched
    // (docs/data-model.md, "What the browser stores").
    const lang = document.documentElement.lang;
    rememberViewedLanguage(isLang(lang) ? lang : DEFAULT_LANG);
    watchLanguageMenu();
    watchLanguageOffer();
    highlightFragmentTargets();
    nameAllergensOnTap();
    startIslands();
    startScrollSliders(hydrateNow);
    registerServiceWorker();
  });
}

// A page the browser prerenders on a hover (speculation rules) waits until the visitor
// really opens it: until then no island may store anything or start a slider.
if ((document as Document & { prerendering?: boolean }).prerendering)
  document.addEventListener("prerenderingchange", start, { once: true });
else start();
