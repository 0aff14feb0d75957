import { SLIDER_VARIANTS, type SliderVariantName } from "../shared/components/slider-variants";
import { SLIDER_AUTOPLAY_ATTRIBUTE, SLIDER_INDEX_ATTRIBUTE, SLIDER_VARIANT_ATTRIBUTE } from "../shared/components/slider-state";
import { ISLAND_ELEMENT, ISLAND_PROPS_ATTRIBUTE } from "../shared/islands/island-element";

/** Sliders within this distance of the screen start playing. */
const NEAR_SCREEN = "300px 0px";
/** A horizontal move this long (px) between pointerdown and pointerup pages the slider. */
const SWIPE = 40;
const VIEWPORT_TOUCH_EVENTS = ["pointerdown", "wheel", "keydown"] as const;
/** The play/pause button's icons (the island draws the same two). */
const PLAY_ICON = "M8 5v14l11-7z";

function isVariant(name: string | undefined): name is SliderVariantName {
  return name !== undefined && Object.hasOwn(SLIDER_VARIANTS, name);
}

/**
 * A server-rendered slider before Swiper: it plays and pages by scrolling its viewport
 * (CSS scroll-snap, client/pages.css) with the spec's delay and loop, keeps its dots and
 * play button in step, and stops for good on the visitor's first use. That use also
 * hydrates the slider's controls (`hydrate`), whose Swiper takes over from the slide shown.
 */
function playWithoutReact(region: HTMLElement, hydrate: () => void): void {
  const variant = region.getAttribute(SLIDER_VARIANT_ATTRIBUTE) ?? undefined;
  const viewport = region.querySelector<HTMLElement>(".slider__viewport");
  const slides = [...region.querySelectorAll<HTMLElement>(".slider__slide")];
  if (!isVariant(variant) || !viewport || slides.length < 2) return;
  const { delay } = SLIDER_VARIANTS[variant];
  const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  let timer: ReturnType<typeof setInterval> | undefined;
  let index = 0;

  const takenOver = () => viewport.classList.contains("swiper-initialized");
  const step = () => (slides[1]?.offsetLeft ?? 0) - (slides[0]?.offsetLeft ?? 0);
  /** The last index whose page is full: with several slides per view the last ones show together. */
  const lastIndex = () => {
    const width = step();
    const perView = width > 0 ? Math.max(1, Math.round(viewport.clientWidth / width)) : 1;
    return Math.max(0, slides.length - perView);
  };

  const show = (next: number) => {
    index = next;
    region.setAttribute(SLIDER_INDEX_ATTRIBUTE, String(next));
    region.querySelectorAll(".slider__dot").forEach((dot, i) => {
      if (i === next) dot.setAttribute("aria-current", "true");
      else dot.removeAttribute("aria-current");
    });
  };
  const goTo = (next: number) => {
    if (takenOver()) return;
    show(next);
    viewport.scrollTo({
      left: (slides[next]?.offsetLeft ?? 0) - (slides[0]?.offsetLeft ?? 0),
      behavior: reducedMotion ? "instant" : "smooth",
    });
  };

  /** Autoplay stops for good: the play button then offers to start it (the island's label and icon for that state). */
  const stop = () => {
    clearInterval(timer);
    timer = undefined;
    if (region.getAttribute(SLIDER_AUTOPLAY_ATTRIBUTE) === "stopped") return;
    region.setAttribute(SLIDER_AUTOPLAY_ATTRIBUTE, "stopped");
    const island = region.querySelector(ISLAND_ELEMENT);
    const button = region.querySelector(".slider__button");
    try {
      const { labels } = JSON.parse(island?.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? "{}") as { labels?: { play?: string } };
      if (button && labels?.play) button.setAttribute("aria-label", labels.play);
      button?.querySelector("path")?.setAttribute("d", PLAY_ICON);
    } catch {
      // Unreadable props: the button keeps its label until the island hydrates.
    }
  };

  const start = () => {
    if (reducedMotion) {
      stop();
      return;
    }
    region.setAttribute(SLIDER_AUTOPLAY_ATTRIBUTE, "running");
    timer = setInterval(() => {
      if (takenOver()) clearInterval(timer);
      else goTo(index >= lastIndex() ? 0 : index + 1);
    }, delay);
  };

  viewport.addEventListener("scroll", () => {
    const width = step();
    if (!takenOver() && width > 0) show(Math.min(slides.length - 1, Math.round(viewport.scrollLeft / width)));
  });

  // The slides themselves: any use stops autoplay and brings Swiper; a swipe pages at once.
  let downAt: number | null = null;
  const useSlides = (event: Event) => {
    stop();
    if (event instanceof PointerEvent && event.type === "pointerdown") downAt = event.clientX;
    hydrate();
  };
  for (const type of VIEWPORT_TOUCH_EVENTS) viewport.addEventListener(type, useSlides, { passive: true });
  viewport.addEventListener("pointerup", (event) => {
    if (downAt === null) return;
    const moved = event.clientX - downAt;
    downAt = null;
    if (Math.abs(moved) < SWIPE) return;
    const last = lastIndex();
    goTo(moved < 0 ? (index >= last ? 0 : index + 1) : index <= 0 ? last : index - 1);
  });

  // The controls hydrate their island themselves; until it answers nothing moves under the visitor.
  // Keyboard focus stops autoplay for good, as it does once Swiper runs (docs/pages.md#sliders).
  region.addEventListener("pointerdown", () => clearInterval(timer), { capture: true });
  region.addEventListener("focusin", (event) => {
    if (event.target instanceof Element && event.target.matches(":focus-visible")) stop();
    else clearInterval(timer);
  });

  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      if (!region.hasAttribute(SLIDER_INDEX_ATTRIBUTE)) show(0);
      if (region.getAttribute(SLIDER_AUTOPLAY_ATTRIBUTE) === "pending") start();
    },
    { rootMargin: NEAR_SCREEN },
  );
  observer.observe(region);
}

/** Starts every slider of the page without React; `hydrate` brings the controls' island (and Swiper) of a slider the visitor uses. */
export function startScrollSliders(hydrate: (island: HTMLElement) => void): void {
  for (const region of document.querySelectorAll<HTMLElement>(".slider")) {
    const island = region.querySelector<HTMLElement>(ISLAND_ELEMENT);
    playWithoutReact(region, () => {
      if (island) hydrate(island);
    });
  }
}
