import type { ReactNode } from "react";
import { useT } from "../site/app-context";
import { Island } from "../islands/Island";
import { SLIDER_AUTOPLAY_ATTRIBUTE, SLIDER_VARIANT_ATTRIBUTE } from "./slider-state";
import type { SliderVariantName } from "./slider-variants";

export interface SliderProps<T> {
  variant: SliderVariantName;
  /** The carousel's accessible name. */
  label: string;
  items: readonly T[];
  itemKey: (item: T) => string | number;
  itemTitle: (item: T) => string;
  renderSlide: (item: T, index: number) => ReactNode;
}

/**
 * A carousel whose first slides are server-rendered at their final size (client/pages.css
 * mirrors the variant's layout), with real buttons for the controls, which are the island.
 * A small script plays it by scrolling before React (client/scroll-sliders.ts); Swiper takes
 * over when the visitor first uses it.
 */
export function Slider<T>({ variant, label, items, itemKey, itemTitle, renderSlide }: SliderProps<T>) {
  const t = useT();
  return (
    <div
      className={`slider slider--${variant}`}
      role="region"
      aria-roledescription={t("home.slider.carousel")}
      aria-label={label}
      {...{ [SLIDER_AUTOPLAY_ATTRIBUTE]: "pending", [SLIDER_VARIANT_ATTRIBUTE]: variant }}
    >
      <div className="swiper slider__viewport">
        <div className="swiper-wrapper">
          {items.map((item, index) => (
            <div
              key={itemKey(item)}
              className="swiper-slide slider__slide"
              role="group"
              aria-roledescription={t("home.slider.slideRole")}
              aria-label={t("home.slider.slide", { number: index + 1, count: items.length })}
            >
              {renderSlide(item, index)}
            </div>
          ))}
        </div>
      </div>
      <Island
        name="sliderControls"
        props={{
          variant,
          dots: items.map((item, index) => t("home.slider.goTo", { number: index + 1, title: itemTitle(item) })),
          labels: {
            play: t("home.slider.play"),
            pause: t("home.slider.pause"),
            previous: t("home.slider.previous"),
            next: t("home.slider.next"),
            slideRole: t("home.slider.slideRole"),
            slideLabel: t("home.slider.slide", { number: "{{index}}", count: "{{slidesLength}}" }),
          },
        }}
      />
    </div>
  );
}
