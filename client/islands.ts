import { ISLAND_ELEMENT, ISLAND_WHEN_ATTRIBUTE, type HydrateWhen } from "../shared/islands/island-element";
import { nextTask } from "./next-task";

/** Islands within this distance of the screen count as visible. */
const NEAR_SCREEN = "300px 0px";

let runtime: Promise<typeof import("./hydrate-island")> | undefined;
const hydrated = new WeakSet<Element>();
/** Islands hydrate one after another, each in a task of its own. */
let queue: Promise<void> = Promise.resolve();

/**
 * React DOM is most of the islands' code: it is evaluated in a task of its own, and the
 * islands' chunk in the next, so that neither is one long task with the other on a phone.
 */
async function loadRuntime(): Promise<typeof import("./hydrate-island")> {
  await import("react-dom/client");
  await nextTask();
  return import("./hydrate-island");
}

function hydrate(element: HTMLElement): Promise<void> {
  if (hydrated.has(element)) return Promise.resolve();
  hydrated.add(element);
  const loading = (runtime ??= loadRuntime());
  const turn = queue.then(async () => {
    const { hydrateIsland } = await loading;
    await nextTask();
    hydrateIsland(element);
  });
  queue = turn.catch(() => undefined);
  return turn;
}

/**
 * A click that reaches an island before it hydrated: the click is held, the island hydrates,
 * and the same control is clicked again, so its own handler runs (a link then also stores
 * what it must before the browser leaves).
 */
function hydrateOnClick(element: HTMLElement): void {
  element.addEventListener(
    "click",
    (event) => {
      if (hydrated.has(element)) return;
      const control = event.target instanceof Element ? event.target.closest<HTMLElement>("button, a") : null;
      if (control && element.contains(control)) {
        event.preventDefault();
        event.stopImmediatePropagation();
      }
      void hydrate(element).then(() => control?.click());
    },
    { capture: true },
  );
}

function whenIdle(task: () => void): void {
  if ("requestIdleCallback" in window) requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 1);
}

function hydrateWhenVisible(elements: HTMLElement[]): void {
  if (elements.length === 0) return;
  // <site-island> has no box of its own (display: contents): watch its first element.
  const islandOf = new Map<Element, HTMLElement>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const island = islandOf.get(entry.target);
        if (!entry.isIntersecting || !island) continue;
        observer.unobserve(entry.target);
        // Each in a task of its own: several sliders at once were one long task on a phone.
        whenIdle(() => void hydrate(island));
      }
    },
    { rootMargin: NEAR_SCREEN },
  );
  for (const element of elements) {
    const watched = element.firstElementChild ?? element;
    islandOf.set(watched, element);
    observer.observe(watched);
  }
}

/** Schedules every island of the page by its `when`; called once the page has loaded. */
export function startIslands(): void {
  const byWhen: Record<HydrateWhen, HTMLElement[]> = { idle: [], visible: [], click: [] };
  for (const element of document.querySelectorAll<HTMLElement>(ISLAND_ELEMENT)) {
    hydrateOnClick(element);
    const when = element.getAttribute(ISLAND_WHEN_ATTRIBUTE) as HydrateWhen | null;
    if (when && when in byWhen) byWhen[when].push(element);
  }
  for (const element of byWhen.idle) whenIdle(() => void hydrate(element));
  hydrateWhenVisible(byWhen.visible);
}
