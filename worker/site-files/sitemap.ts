import { LANGS } from "../../shared/i18n/lang";
import { absoluteUrl, pageAlternates } from "../../shared/site/page-head";
import { PAGES, pagePath } from "../../shared/site/site-pages";
import { BUILD } from "../app/build-info";
import type { MenuRepository } from "../data/repository";
import { escapeHtml } from "../pages/html-document";
import { datasetsOf } from "../pages/page-data";

function day(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 10);
}

/**
 * Every indexable page in both languages, each listing all its alternates (itself too).
 * lastmod is the day the page's content last changed: the texts and components (from the
 * build) or, for the menu pages, the menu data.
 */
export async function sitemapXml(siteUrl: string, repository: MenuRepository): Promise<string> {
  const contentChanged = Date.parse(BUILD.contentDate);
  const urls: string[] = [];
  for (const page of PAGES.filter((p) => p.indexable)) {
    const dataNames = datasetsOf(page).filter((name) => name !== "obvestila");
    const dataChanged = await Promise.all(
      dataNames.map((name) =>
        repository
          .read(name)
          .then((read) => read.changedAt)
          .catch(() => 0),
      ),
    );
    const lastmod = day(Math.max(contentChanged, ...dataChanged));
    const links = pageAlternates(page.id, siteUrl)
      .map((alt) => `<xhtml:link rel="alternate" hreflang="${alt.hreflang}" href="${escapeHtml(alt.href)}"/>`)
      .join("");
    for (const lang of LANGS) {
      urls.push(`<url><loc>${escapeHtml(absoluteUrl(siteUrl, pagePath(page.id, lang)))}</loc><lastmod>${lastmod}</lastmod>${links}</url>`);
    }
  }
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n` +
    `${urls.join("\n")}\n</urlset>\n`
  );
}

export function robotsTxt(siteUrl: string): string {
  return ["User-agent: *", "Allow: /", "Disallow: /api/", "", `Sitemap: ${absoluteUrl(siteUrl, "/sitemap.xml")}`, ""].join("\n");
}
