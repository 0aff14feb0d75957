import Swiper from "swiper";
import { A11y, Autoplay } from "swiper/modules";
import type { SliderVariant } from "./slider-variants";

export interface EngineOptions {
  variant: SliderVariant;
  slideRole: string;
  /** "{{index}}" and "{{slidesLength}}" are filled in by Swiper. */
  slideLabel: string;
  onIndex: (index: number) => void;
  onPlaying: (playing: boolean) => void;
}

export interface SliderEngine {
  goTo(index: number): void;
  next(): void;
  previous(): void;
  play(): void;
  stop(): void;
  destroy(): void;
}

/**
 * The browser half of a slider, loaded with a dynamic import once the page has loaded so
 * that Swiper never delays the first paint. It takes over the server-rendered markup.
 */
export function startSlider(element: HTMLElement, { variant, slideRole, slideLabel, onIndex, onPlaying }: EngineOptions): SliderEngine {
  const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
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
    autoplay: { enabled: !reducedMotion, delay: variant.delay, disableOnInteraction: true, pauseOnMouseEnter: true },
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
  onPlaying(swiper.autoplay.running);
  return {
    goTo: (index) => swiper.slideToLoop(index),
    next: () => swiper.slideNext(),
    previous: () => swiper.slidePrev(),
    play: () => swiper.autoplay.start(),
    stop: () => swiper.autoplay.stop(),
    destroy: () => swiper.destroy(true, true),
  };
}
