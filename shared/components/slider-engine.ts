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
  onIndex(swiper.realIndex);
  onPlaying(swiper.autoplay.running);
  return {
    goTo: (index) => swiper.slideToLoop(index),
    next: () => swiper.slideNext(),
    previous: () => swiper.slidePrev(),
    play: () => swiper.autoplay.start(),
    stop: () => swiper.autoplay.stop(),
    playing: () => swiper.autoplay.running,
    destroy: () => swiper.destroy(true, true),
  };
}
