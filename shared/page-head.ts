import type { Translate } from "./i18n";
import { LANGS, type Lang } from "./lang";
import { pageById, pagePath, type PageId } from "./site-pages";

export interface Alternate {
  hreflang: string;
  href: string;
}

export interface PageHead {
  title: string;
  description: string;
  canonical: string;
  alternates: Alternate[];
}

export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, siteUrl).toString();
}

export function pageHead(pageId: PageId, lang: Lang, t: Translate, siteUrl: string): PageHead {
  const { seoKey } = pageById(pageId);
  const alternates: Alternate[] = LANGS.map((code) => ({
    hreflang: code,
    href: absoluteUrl(siteUrl, pagePath(pageId, code)),
  }));
  alternates.push({ hreflang: "x-default", href: absoluteUrl(siteUrl, pagePath(pageId, "sl")) });
  return {
    title: t(`seo.${seoKey}.title` as never),
    description: t(`seo.${seoKey}.description` as never),
    canonical: absoluteUrl(siteUrl, pagePath(pageId, lang)),
    alternates,
  };
}
