import { watchHeaderHeight } from "./header-height";
import { startIslands } from "./islands";
import { registerServiceWorker } from "./service-worker-registration";
import "./styles.css";
import "./menu.css";
import "./pages.css";

function afterLoad(task: () => void): void {
  if (document.readyState === "complete") task();
  else window.addEventListener("load", task, { once: true });
}

function start(): void {
  watchHeaderHeight();
  afterLoad(() => {
    // Spec §2 (home state "loaded"): true once the window has loaded.
    for (const element of document.querySelectorAll("[data-loaded]")) element.setAttribute("data-loaded", "true");
    startIslands();
    registerServiceWorker();
  });
}

// A page the browser prerenders on a hover (speculation rules) waits until the visitor
// really opens it: until then no island may store anything or start a slider.
if ((document as Document & { prerendering?: boolean }).prerendering)
  document.addEventListener("prerenderingchange", start, { once: true });
else start();
