import { Picture } from "./Picture";
import type { ShownDish } from "./shown-dishes";
import { Slider } from "./Slider";
import type { SliderVariantName } from "./slider-variants";

export interface FoodSliderProps {
  variant: Extract<SliderVariantName, "feature" | "mini">;
  label: string;
  dishes: readonly ShownDish[];
  sizes: string;
  /** The slider is the page's first picture on a phone: its first slide is the page's priority image. */
  leadsPage?: boolean;
}

/** A slider of food pictures, cut to 3:2 (docs/pages.md#sliders). */
export function FoodSlider({ variant, label, dishes, sizes, leadsPage = false }: FoodSliderProps) {
  return (
    <Slider
      variant={variant}
      label={label}
      items={dishes}
      itemKey={(dish) => dish.id}
      itemTitle={(dish) => dish.name}
      renderSlide={(dish, index) => (
        <Picture image={dish.image} alt={dish.alt} sizes={sizes} priority={leadsPage && index === 0} className="food-slide" />
      )}
    />
  );
}
