import type { SeoPageKey } from "../i18n/i18n";
import { DEFAULT_LANG, isLang, type Lang } from "../i18n/lang";

export type PageId = "home" | "menu" | "offer" | "vouchers" | "lunch" | "about" | "location" | "cevapi" | "notFound" | "offline";

export interface PageDef {
  id: PageId;
  /** Path segment under the language prefix; "" is the home page. */
  slug: string;
  /** Translation key prefix for title and description (seo.<key>.title). */
  seoKey: SeoPageKey;
  /** Offer and vouchers share one screen; the flag opens the student menu directly. */
  studentskiBoni?: boolean;
  /** Listed in the sitemap and eligible for hreflang alternates. */
  indexable: boolean;
  /**
   * Shows the menu (food and student meals, filtered by the query); every page shows the
   * notices. The worker's reads, the render and the page cache key follow from it.
   */
  showsMenu?: boolean;
  /** Shows today's lunch (the daily offer) when there is one. */
  showsLunch?: boolean;
  /**
   * Shows food pictures: the owner's photos once there are any (the menu's `hrana` is read for
   * them, and a failed read leaves the drawings), the drawings before. The menu pages read `hrana` anyway.
   */
  showsPhotos?: boolean;
}

export const PAGES: readonly PageDef[] = [
  { id: "home", slug: "", seoKey: "home", indexable: true, showsLunch: true, showsPhotos: true },
  { id: "menu", slug: "meni", seoKey: "menu", indexable: true, showsMenu: true, showsLunch: true },
  { id: "offer", slug: "ponudba", seoKey: "offer", studentskiBoni: false, indexable: true, showsMenu: true, showsLunch: true },
  { id: "vouchers", slug: "studentski-boni", seoKey: "boni", studentskiBoni: true, indexable: true, showsMenu: true, showsLunch: true },
  { id: "lunch", slug: "malica", seoKey: "lunch", indexable: true, showsLunch: true },
  { id: "about", slug: "o-nas", seoKey: "about", indexable: true },
  { id: "location", slug: "lokacija", seoKey: "location", indexable: true },
  { id: "cevapi", slug: "cevapi-ljubljana", seoKey: "cevapi", indexable: true, showsPhotos: true },
  { id: "notFound", slug: "404", seoKey: "notFound", indexable: false },
  // What the service worker shows offline in place of a page it has not stored.
  { id: "offline", slug: "brez-povezave", seoKey: "offline", indexable: false },
];

/** Where a language's pages live: "" for Slovenian, "/en", "/de" … for the others. */
export function langPrefix(lang: Lang): string {
  return lang === DEFAULT_LANG ? "" : `/${lang}`;
}

export function pageById(id: PageId): PageDef {
  const page = PAGES.find((p) => p.id === id);
  if (!page) throw new Error(`Unknown page ${id}`);
  return page;
}

export function pagePath(id: PageId, lang: Lang): string {
  const { slug } = pageById(id);
  const prefix = langPrefix(lang);
  if (!prefix) return `/${slug}`;
  return slug ? `${prefix}/${slug}` : prefix;
}

export function langOfPath(pathname: string): Lang {
  const first = pathname.split("/")[1];
  return first !== DEFAULT_LANG && isLang(first) ? first : DEFAULT_LANG;
}

/** The page a canonical pathname shows, or null when no page lives there. */
export function pageAtPath(pathname: string): { page: PageDef; lang: Lang } | null {
  const lang = langOfPath(pathname);
  const rest = pathname.slice(langPrefix(lang).length);
  if (lang !== DEFAULT_LANG && rest === "/") return null; // "/en/" is not canonical; "/en" is
  const slug = rest.replace(/^\//, "");
  const page = PAGES.find((p) => p.slug === slug);
  return page ? { page, lang } : null;
}
