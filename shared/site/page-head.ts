import { clockLabel, lunchDayLabel } from "../daily/lunch-labels";
import type { TodaysLunch } from "../daily/todays-lunch";
import { featuredPhotos, photoAlt, type PhotographedDish } from "../menu/featured-photos";
import { formatPrice } from "../menu/format-price";
import { itemName } from "../menu/item-text";
import type { Translate } from "../i18n/i18n";
import { photoHeight, photoPath, type PhotoWidth } from "../menu/photo-variants";
import { FEATURED_DISHES, type ImageFormat } from "../pictures";
import { RESTAURANT } from "../restaurant/restaurant";
import { DEFAULT_LANG, LANGS, LANGUAGES, type Lang } from "../i18n/lang";
import { pageById, pagePath, type PageId } from "./site-pages";

export interface Alternate {
  hreflang: string;
  href: string;
}

export interface PageHead {
  title: string;
  description: string;
  canonical: string;
  /** Every language and x-default (→ Slovenian); empty for pages that must not be indexed. */
  alternates: Alternate[];
  indexable: boolean;
  ogLocale: string;
  /** The other languages' og:locale. */
  ogLocaleAlternates: string[];
  image: { url: string; width: number; height: number; alt: string };
}

/** The social card picture (1200×630), made by the image build. */
export const OG_IMAGE = { path: "/img/og-cevapi.jpg", width: 1200, height: 630 } as const;

/** The variant of an owner's photo that is the social card: the largest, in the format every network reads. */
export const SOCIAL_PHOTO = { width: 1200, format: "jpg" } as const satisfies { width: PhotoWidth; format: ImageFormat };

/** The social card: the first featured photo's social variant once the owner has photos, the drawn card before. */
function socialImage(
  photos: readonly PhotographedDish[],
  lang: Lang,
  t: Translate,
): { path: string; width: number; height: number; alt: string } {
  const [dish] = featuredPhotos(photos, FEATURED_DISHES, 1);
  if (!dish) return { ...OG_IMAGE, alt: t("seo.imageAlt") };
  const { width, format } = SOCIAL_PHOTO;
  return { path: photoPath(dish.photo.key, width, format), width, height: photoHeight(dish.photo, width), alt: photoAlt(dish, lang) };
}

export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, siteUrl).toString();
}

export function pageAlternates(pageId: PageId, siteUrl: string): Alternate[] {
  const alternates: Alternate[] = LANGS.map((code) => ({ hreflang: code, href: absoluteUrl(siteUrl, pagePath(pageId, code)) }));
  alternates.push({ hreflang: "x-default", href: absoluteUrl(siteUrl, pagePath(pageId, DEFAULT_LANG)) });
  return alternates;
}

/** The lunch page's title and description name the day and its dishes, so a shared link says what is cooked today. */
function lunchHead(lunch: TodaysLunch, lang: Lang, t: Translate): { title: string; description: string } {
  const date = lunchDayLabel(lang, lunch.offer.date);
  const window = `${clockLabel(lang, lunch.offer.opens)}–${clockLabel(lang, lunch.offer.closes)}`;
  const dishes = lunch.offer.dishes.map((dish) => `${itemName(dish, lang)} ${formatPrice(dish.price, lang)}`).join(", ");
  return { title: t("seo.lunch.titleFor", { date }), description: t("seo.lunch.descriptionFor", { date, window, dishes }) };
}

/**
 * `studentMealPrice`: the owner's surcharge where the page read it, for the student page's description;
 * `lunch`: today's lunch, which the lunch page's title and description name;
 * `photos`: the photographed dishes where the page read them, for the social card.
 */
export function pageHead(
  pageId: PageId,
  lang: Lang,
  t: Translate,
  siteUrl: string,
  studentMealPrice: number = RESTAURANT.defaultStudentMealPrice,
  lunch: TodaysLunch | null = null,
  photos: readonly PhotographedDish[] = [],
): PageHead {
  const { seoKey, indexable } = pageById(pageId);
  const { path, ...image } = socialImage(photos, lang, t);
  const text =
    pageId === "lunch" && lunch
      ? lunchHead(lunch, lang, t)
      : {
          title: t(`seo.${seoKey}.title`),
          description: t(`seo.${seoKey}.description`, { studentPrice: formatPrice(studentMealPrice, lang) }),
        };
  return {
    ...text,
    canonical: absoluteUrl(siteUrl, pagePath(pageId, lang)),
    alternates: indexable ? pageAlternates(pageId, siteUrl) : [],
    indexable,
    ogLocale: LANGUAGES[lang].ogLocale,
    ogLocaleAlternates: LANGS.filter((other) => other !== lang).map((other) => LANGUAGES[other].ogLocale),
    image: { ...image, url: absoluteUrl(siteUrl, path) },
  };
}
