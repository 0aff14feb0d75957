import Swiper from "swiper";
import { A11y, Autoplay } from "swiper/modules";
import type { SliderVariant } from "./slider-variants";

export interface EngineOptions {
  variant: SliderVariant;
  slideRole: string;
  /** "{{index}}" and "{{slidesLength}}" are filled in by Swiper. */
  slideLabel: string;
  /** The slide shown when Swiper takes over (the scrolling slider's), from 0. */
  startIndex: number;
  /** Whether autoplay still runs at the takeover: it stopped for good if the visitor used the slides or reduced motion. */
  autoplay: boolean;
  onIndex: (index: number) => void;
  onPlaying: (playing: boolean) => void;
}

export interface SliderEngine {
  goTo(index: number): void;
  next(): void;
  previous(): void;
  play(): void;
  stop(): void;
  playing(): boolean;
  destroy(): void;
}

/**
 * The browser half of a slider, loaded with a dynamic import when the visitor first uses the
 * slider, so that Swiper never delays the first paint. It takes over the server-rendered
 * markup from the slide the scrolling slider (client/scroll-sliders.ts) shows, in one task:
 * the viewport's scroll is undone and Swiper's translate put in its place before a paint.
 */
export function startSlider(
  element: HTMLElement,
  { variant, slideRole, slideLabel, startIndex, autoplay, onIndex, onPlaying }: EngineOptions,
): SliderEngine {
  const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  // No snapping from here on: a scroll-snap container re-snaps to its last target (a focused
  // slide) when its layout changes, which would scroll the viewport under Swiper's translate.
  element.style.scrollSnapType = "none";
  element.scrollLeft = 0;
  const swiper = new Swiper(element, {
    modules: [A11y, Autoplay],
    loop: true,
    speed: reducedMotion ? 0 : 450,
    grabCursor: true,
    slidesPerView: variant.perView,
    spaceBetween: variant.gap,
    breakpoints: Object.fromEntries(
      Object.entries(variant.breakpoints).map(([width, [perView, gap]]) => [width, { slidesPerView: perView, spaceBetween: gap }]),
    ),
    watchSlidesProgress: true,
    // Swiper's ResizeObserver compares the box's fractional height with its whole-pixel one, so it
    // "resizes" just after the takeover and, a frame later, puts back the slide shown when it
    // measured: a press in between was undone. The slider's width follows the window's.
    resizeObserver: false,
    // With reduced motion nothing moves by itself; the play button can still start it.
    autoplay: { enabled: autoplay && !reducedMotion, delay: variant.delay, disableOnInteraction: true, pauseOnMouseEnter: true },
    a11y: {
      slideRole: "group",
      itemRoleDescriptionMessage: slideRole,
      slideLabelMessage: slideLabel,
      scrollOnFocus: true,
    },
    on: {
      realIndexChange: (s) => onIndex(s.realIndex),
      autoplayStart: () => onPlaying(true),
      autoplayStop: () => onPlaying(false),
    },
  });
  if (startIndex > 0) swiper.slideToLoop(startIndex, 0, false);
  // A Tab into the slides brings Swiper, so the next Tab often lands while it starts: before it,
  // or in the first 100 ms, which Swiper's own focus handling ignores. The browser's scroll to
  // the focus then moves the viewport under Swiper's translate, and the focus sits off screen.
  // After each focus (and the browser's scroll to it), that scroll is undone and Swiper shows
  // the slide that holds the focus, as it does itself later on.
  const showFocusedSlide = () => {
    const focused = swiper.slides.find((slide) => slide.contains(document.activeElement));
    if (!focused || swiper.destroyed) return;
    element.scrollLeft = 0;
    const box = focused.getBoundingClientRect();
    const view = element.getBoundingClientRect();
    if (box.left < view.left - 1 || box.right > view.right + 1)
      swiper.slideToLoop(Number(focused.getAttribute("data-swiper-slide-index") ?? 0), 0, false);
  };
  const afterFocus = () => requestAnimationFrame(showFocusedSlide);
  afterFocus();
  element.addEventListener("focusin", afterFocus);
  onIndex(swiper.realIndex);
  onPlaying(swiper.autoplay.running);
  // In loop mode Swiper ignores a page turn asked for while a slide is still moving (autoplay's,
  // or the last press's): the press waits for that slide to land instead of being lost. Each
  // waiting press asks again when it runs, since an earlier one may have set a slide moving.
  const afterMove = (turn: () => void) => {
    if (swiper.animating) swiper.once("transitionEnd", () => afterMove(turn));
    else turn();
  };
  return {
    goTo: (index) => swiper.slideToLoop(index),
    next: () => afterMove(() => swiper.slideNext()),
    previous: () => afterMove(() => swiper.slidePrev()),
    play: () => swiper.autoplay.start(),
    stop: () => swiper.autoplay.stop(),
    playing: () => swiper.autoplay.running,
    destroy: () => {
      element.removeEventListener("focusin", afterFocus);
      swiper.destroy(true, true);
    },
  };
}
