/**
 * What a slider's region says about itself, read and written by the script that plays it
 * before React (client/scroll-sliders.ts) and by its controls' island once Swiper takes over.
 */
/** "pending" until the slider plays (near the screen), then "running" or "stopped". Tests read it too. */
export const SLIDER_AUTOPLAY_ATTRIBUTE = "data-autoplay";
/** The slide shown first (the leftmost), from 0: where Swiper takes over. */
export const SLIDER_INDEX_ATTRIBUTE = "data-index";
/** The slider's variant name (slider-variants.ts), for its delay. */
export const SLIDER_VARIANT_ATTRIBUTE = "data-variant";

export type SliderAutoplay = "pending" | "running" | "stopped";
