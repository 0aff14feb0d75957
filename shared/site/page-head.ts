import { formatPrice } from "../menu/format-price";
import type { Translate } from "../i18n/i18n";
import { RESTAURANT } from "../restaurant/restaurant";
import { LANGS, otherLang, type Lang } from "../i18n/lang";
import { pageById, pagePath, type PageId } from "./site-pages";

export interface Alternate {
  hreflang: string;
  href: string;
}

export interface PageHead {
  title: string;
  description: string;
  canonical: string;
  /** sl, en and x-default (→ Slovenian); empty for pages that must not be indexed. */
  alternates: Alternate[];
  indexable: boolean;
  ogLocale: string;
  ogLocaleAlternate: string;
  image: { url: string; width: number; height: number; alt: string };
}

const OG_LOCALES: Record<Lang, string> = { sl: "sl_SI", en: "en_GB" };

/** The social card picture (1200×630), made by the image build. */
export const OG_IMAGE = { path: "/img/og-cevapi.jpg", width: 1200, height: 630 } as const;

export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, siteUrl).toString();
}

export function pageAlternates(pageId: PageId, siteUrl: string): Alternate[] {
  const alternates: Alternate[] = LANGS.map((code) => ({ hreflang: code, href: absoluteUrl(siteUrl, pagePath(pageId, code)) }));
  alternates.push({ hreflang: "x-default", href: absoluteUrl(siteUrl, pagePath(pageId, "sl")) });
  return alternates;
}

/** `studentMealPrice`: the owner's surcharge where the page read it, for the student page's description. */
export function pageHead(
  pageId: PageId,
  lang: Lang,
  t: Translate,
  siteUrl: string,
  studentMealPrice: number = RESTAURANT.defaultStudentMealPrice,
): PageHead {
  const { seoKey, indexable } = pageById(pageId);
  return {
    title: t(`seo.${seoKey}.title`),
    description: t(`seo.${seoKey}.description`, { studentPrice: formatPrice(studentMealPrice, lang) }),
    canonical: absoluteUrl(siteUrl, pagePath(pageId, lang)),
    alternates: indexable ? pageAlternates(pageId, siteUrl) : [],
    indexable,
    ogLocale: OG_LOCALES[lang],
    ogLocaleAlternate: OG_LOCALES[otherLang(lang)],
    image: { url: absoluteUrl(siteUrl, OG_IMAGE.path), width: OG_IMAGE.width, height: OG_IMAGE.height, alt: t("seo.imageAlt") },
  };
}
