import { useT } from "../site/app-context";
import { SLIDE_WIDTHS, pictureById, type PictureId } from "../pictures";
import { Picture } from "./Picture";
import { Slider } from "./Slider";
import type { SliderVariantName } from "./slider-variants";

export interface FoodSliderProps {
  variant: Extract<SliderVariantName, "feature" | "mini">;
  label: string;
  ids: readonly PictureId[];
  sizes: string;
  /** The slider is the page's first picture on a phone: its first slide is the page's priority image. */
  leadsPage?: boolean;
}

/** A slider of food photos (1200×800, alt = the translated dish name; docs/pages.md#sliders). */
export function FoodSlider({ variant, label, ids, sizes, leadsPage = false }: FoodSliderProps) {
  const t = useT();
  const pictures = ids.map(pictureById);
  return (
    <Slider
      variant={variant}
      label={label}
      items={pictures}
      itemKey={(picture) => picture.id}
      itemTitle={(picture) => t(picture.title)}
      renderSlide={(picture, index) => (
        <Picture
          file={picture.file}
          alt={t(picture.title)}
          widths={SLIDE_WIDTHS}
          sizes={sizes}
          priority={leadsPage && index === 0}
          className="food-slide"
        />
      )}
    />
  );
}
