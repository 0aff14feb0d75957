/**
 * The sliders' numbers (docs/pages.md#sliders). client/pages.css lays the server-rendered slides out with the same
 * numbers (per view and gap at each min-width), so nothing moves when Swiper takes over.
 */
export interface SliderVariant {
  delay: number;
  perView: number;
  gap: number;
  /** min-width in px → [slides per view, gap in px] */
  breakpoints: Readonly<Record<number, readonly [number, number]>>;
}

export const SLIDER_VARIANTS = {
  offer: { delay: 4000, perView: 1, gap: 10, breakpoints: { 768: [2, 20], 1024: [3, 30], 1280: [4, 40] } },
  feature: { delay: 3500, perView: 1, gap: 0, breakpoints: {} },
  mini: { delay: 3500, perView: 1, gap: 16, breakpoints: { 768: [2, 16], 1024: [2, 24], 1280: [3, 24] } },
} as const satisfies Record<string, SliderVariant>;

export type SliderVariantName = keyof typeof SLIDER_VARIANTS;
