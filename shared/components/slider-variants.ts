/**
 * The sliders' numbers (docs/pages.md#sliders). The page's CSS lays the server-rendered slides out with
 * these numbers (sliderLayoutCss, per view and gap at each min-width), so nothing moves when Swiper takes over.
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

function layoutRule(name: string, [perView, gap]: readonly [number, number]): string {
  return `.slider--${name} {\n  --per-view: ${perView};\n  --gap: ${gap}px;\n}`;
}

/**
 * The custom properties client/pages.css sizes the slides with, one rule per variant and
 * breakpoint, in the order of the breakpoints so that a wider screen's rule comes later.
 * The build serves it as virtual:slider-layout.css (vite.config.ts).
 * @public
 */
export function sliderLayoutCss(): string {
  const variants = Object.entries(SLIDER_VARIANTS) as [string, SliderVariant][];
  const rules = variants.map(([name, variant]) => layoutRule(name, [variant.perView, variant.gap]));
  const widths = [...new Set(variants.flatMap(([, variant]) => Object.keys(variant.breakpoints).map(Number)))].sort((a, b) => a - b);
  for (const width of widths) {
    const inner = variants.flatMap(([name, variant]) => {
      const layout = variant.breakpoints[width];
      return layout ? [layoutRule(name, layout)] : [];
    });
    rules.push(`@media (min-width: ${width}px) {\n${inner.join("\n")}\n}`);
  }
  return `${rules.join("\n")}\n`;
}
