import {
  IDLE_PRELOAD_ATTRIBUTE,
  ISLAND_DUE_ATTRIBUTE,
  ISLAND_ELEMENT,
  ISLAND_NAME_ATTRIBUTE,
  ISLAND_WHEN_ATTRIBUTE,
  type HydrateWhen,
} from "../shared/islands/island-element";
import { answerFirstMenuPress } from "./menu-first-press";
import { nextTask } from "./next-task";
import { answerFirstNoticePress } from "./notice-first-press";

/** The first of these inside a touch island hydrates it. */
const TOUCH_EVENTS = ["pointerdown", "keydown", "focusin"] as const;
/** Controls whose click is held until their island has hydrated, then repeated. */
const REPEATED_CONTROLS = "a, button, input, label, summary";
/**
 * Islands whose first press the page's own script answers, by island name: the island then
 * hydrates after that press's frame, and a pointer alone does not start it, so that React's
 * evaluation never sits between the tap and the frame that shows its effect.
 */
const FIRST_ANSWERS: Readonly<Record<string, (island: HTMLElement, event: MouseEvent) => boolean>> = {
  menuFilter: answerFirstMenuPress,
  notices: answerFirstNoticePress,
};

let runtime: Promise<typeof import("./hydrate-island")> | undefined;
const hydrations = new WeakMap<Element, Promise<void>>();
/** Islands whose hydration has ended (done, or failed and left as the server's markup). */
const settled = new WeakSet<Element>();
/** Islands whose first press their own script has answered: later ones wait for React. */
const answered = new WeakSet<Element>();
/** Islands hydrate one after another, each in a task of its own. */
let queue: Promise<void> = Promise.resolve();
/** Held clicks are repeated in their order, each in a task of its own, so React renders the first one's state before the next. */
let replays: Promise<void> = Promise.resolve();

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
  const pending = hydrations.get(element);
  if (pending) return pending;
  const loading = (runtime ??= loadRuntime());
  const turn = queue
    .then(async () => {
      const { hydrateIsland } = await loading;
      await nextTask();
      hydrateIsland(element);
    })
    .finally(() => settled.add(element));
  hydrations.set(element, turn);
  queue = turn.catch(() => undefined);
  return turn;
}

/**
 * A click that reaches an island before it has hydrated (React does not replay events that
 * arrived before it attached its listeners): the click is held, the island hydrates, and the
 * same control is clicked again, so its own handler runs once. A link then also stores what
 * it must before the browser leaves; if hydrating fails, the repeated click is the browser's own.
 */
function holdClicksUntilHydrated(element: HTMLElement): void {
  const answer = FIRST_ANSWERS[element.getAttribute(ISLAND_NAME_ATTRIBUTE) ?? ""];
  element.addEventListener(
    "click",
    (event) => {
      if (settled.has(element)) return;
      if (answer && !answered.has(element) && !hydrations.has(element) && answer(element, event)) {
        answered.add(element);
        requestAnimationFrame(() => setTimeout(() => void hydrate(element), 0));
        return;
      }
      const control = event.target instanceof Element ? event.target.closest<HTMLElement>(REPEATED_CONTROLS) : null;
      if (!control || !element.contains(control)) {
        void hydrate(element);
        return;
      }
      event.preventDefault();
      event.stopImmediatePropagation();
      const hydrating = hydrate(element).catch(() => undefined);
      replays = replays
        .then(() => hydrating)
        .then(() => {
          control.click();
          return nextTask();
        });
    },
    { capture: true },
  );
}

function hydrateOnTouch(element: HTMLElement): void {
  const answersFirst = Object.hasOwn(FIRST_ANSWERS, element.getAttribute(ISLAND_NAME_ATTRIBUTE) ?? "");
  const start = (event: Event) => {
    // Where a first press is answered without React, only the keyboard starts hydrating early.
    if (answersFirst && (event.type === "pointerdown" || (event.target instanceof Element && !event.target.matches(":focus-visible"))))
      return;
    for (const type of TOUCH_EVENTS) element.removeEventListener(type, start, true);
    void hydrate(element);
  };
  for (const type of TOUCH_EVENTS) element.addEventListener(type, start, { capture: true, passive: true });
}

function hydrateOnScroll(element: HTMLElement): void {
  window.addEventListener("scroll", () => void hydrate(element), { once: true, passive: true });
}

function hydrateWhenDue(element: HTMLElement): void {
  const due = Number(element.getAttribute(ISLAND_DUE_ATTRIBUTE));
  if (!element.hasAttribute(ISLAND_DUE_ATTRIBUTE) || !Number.isFinite(due)) return;
  setTimeout(() => void hydrate(element), Math.max(0, due - Date.now()));
}

function whenIdle(task: () => void): void {
  if ("requestIdleCallback" in window) requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 1);
}

/**
 * Fetches React's and the islands' chunks without running them (modulepreload), so that a
 * first touch waits only for their evaluation; the import map's integrity section covers them.
 */
function preloadRuntime(): void {
  const chunks = document.querySelector(`script[${IDLE_PRELOAD_ATTRIBUTE}]`)?.getAttribute(IDLE_PRELOAD_ATTRIBUTE);
  for (const href of chunks?.split(" ").filter(Boolean) ?? []) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.append(link);
  }
}

/** Hydrates an island now, for a use of the page outside it (a slider's slides, client/scroll-sliders.ts). */
export function hydrateNow(element: HTMLElement): void {
  void hydrate(element);
}

/** Schedules every island of the page by its `when`; called once the page has loaded. */
export function startIslands(): void {
  const islands = document.querySelectorAll<HTMLElement>(ISLAND_ELEMENT);
  for (const element of islands) {
    holdClicksUntilHydrated(element);
    hydrateOnTouch(element);
    const when = element.getAttribute(ISLAND_WHEN_ATTRIBUTE) as HydrateWhen | null;
    if (when === "scroll") hydrateOnScroll(element);
    else if (when === "due") hydrateWhenDue(element);
  }
  if (islands.length > 0) whenIdle(preloadRuntime);
}
