import { useLang, useT } from "../site/app-context";
import { featuredPhotos, photoAlt, type PhotographedDish } from "../menu/featured-photos";
import { itemName } from "../menu/item-text";
import type { FoodCategoryKey } from "../menu/menu-groups";
import { pictureById, type ImageWidth, type PictureId } from "../pictures";
import { drawnImage, photoImage, type PictureImage } from "./picture-image";

/** A dish as a slide or a card shows it. */
export interface ShownDish {
  id: number;
  image: PictureImage;
  alt: string;
  /** The dish's name in the page's language. */
  name: string;
  /** The price list's category, which a card opens. */
  category: FoodCategoryKey;
}

/**
 * The dishes a slider or a set of cards shows: once any dish has a photo, photographed dishes
 * only (`ids` first, then the others in menu order, as many as `ids`), so a drawing never
 * stands beside a photo; with no photos, the drawings of `ids` at the built `drawnWidths`.
 */
export function useShownDishes(
  ids: readonly PictureId[],
  photos: readonly PhotographedDish[],
  drawnWidths: readonly ImageWidth[],
): ShownDish[] {
  const t = useT();
  const lang = useLang();
  if (photos.length > 0)
    return featuredPhotos(photos, ids, ids.length).map((dish) => ({
      id: dish.item.id,
      image: photoImage(dish.photo),
      alt: photoAlt(dish, lang),
      name: itemName(dish.item, lang),
      category: dish.category,
    }));
  return ids.map(pictureById).map((picture) => ({
    id: picture.id,
    image: drawnImage(picture.file, drawnWidths),
    alt: t(picture.title),
    name: t(picture.title),
    category: picture.category,
  }));
}
