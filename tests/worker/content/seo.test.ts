import { describe, expect, it } from "vitest";
import { LANGS, LANGUAGES } from "../../../shared/i18n/lang";
import { PAGES, pagePath } from "../../../shared/site/site-pages";
import { get } from "../fetch";

const SITE = "http://127.0.0.1:8787";

function attr(html: string, selector: RegExp): string | undefined {
  return selector.exec(html)?.[1]?.replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code)));
}

/** The text React's escaping stands for. */
function decodeEntities(html: string): string {
  const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"' };
  return html.replace(/&(?:#x([0-9a-f]+)|#(\d+)|(\w+));/gi, (entity, hex?: string, dec?: string, name?: string) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : dec ? String.fromCodePoint(Number(dec)) : (named[name ?? ""] ?? entity),
  );
}

function alternatesOf(html: string): Record<string, string> {
  return Object.fromEntries([...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => [m[1], m[2]]));
}

function jsonLdOf(html: string): Record<string, any>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? ""));
}

describe("head tags on every indexable page", () => {
  for (const page of PAGES.filter((p) => p.indexable)) {
    for (const lang of LANGS) {
      const path = pagePath(page.id, lang);
      it(`${path}: canonical, reciprocal hreflang, Open Graph and Twitter tags`, async () => {
        const html = await (await get(path)).text();
        const canonical = `${SITE}${path === "/" ? "/" : path}`;
        expect(attr(html, /<link rel="canonical" href="([^"]+)">/)).toBe(canonical);
        const alternates = alternatesOf(html);
        expect(alternates).toEqual({
          sl: `${SITE}${pagePath(page.id, "sl")}`,
          en: `${SITE}${pagePath(page.id, "en")}`,
          de: `${SITE}${pagePath(page.id, "de")}`,
          it: `${SITE}${pagePath(page.id, "it")}`,
          hr: `${SITE}${pagePath(page.id, "hr")}`,
          "x-default": `${SITE}${pagePath(page.id, "sl")}`,
        });
        // Reciprocal: every other language's page lists exactly the same set.
        for (const other of LANGS.filter((code) => code !== lang)) {
          expect(alternatesOf(await (await get(pagePath(page.id, other))).text()), other).toEqual(alternates);
        }
        const title = attr(html, /<title>([^<]+)<\/title>/);
        expect(attr(html, /<meta property="og:title" content="([^"]+)">/)).toBe(title);
        expect(attr(html, /<meta name="twitter:title" content="([^"]+)">/)).toBe(title);
        expect(attr(html, /<meta property="og:description" content="([^"]+)">/)).toBe(
          attr(html, /<meta name="description" content="([^"]+)">/),
        );
        expect(attr(html, /<meta property="og:url" content="([^"]+)">/)).toBe(canonical);
        expect(attr(html, /<meta property="og:type" content="([^"]+)">/)).toBe("website");
        expect(attr(html, /<meta property="og:locale" content="([^"]+)">/)).toBe(LANGUAGES[lang].ogLocale);
        expect([...html.matchAll(/<meta property="og:locale:alternate" content="([^"]+)">/g)].map((m) => m[1])).toEqual(
          LANGS.filter((code) => code !== lang).map((code) => LANGUAGES[code].ogLocale),
        );
        expect(attr(html, /<meta property="og:image" content="([^"]+)">/)).toBe(`${SITE}/img/og-cevapi.jpg`);
        expect(attr(html, /<meta name="twitter:image" content="([^"]+)">/)).toBe(`${SITE}/img/og-cevapi.jpg`);
        expect(attr(html, /<meta name="twitter:card" content="([^"]+)">/)).toBe("summary_large_image");
      });
    }
  }

  it("keeps the not-found page out of the index", async () => {
    const html = await (await get("/404")).text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('<link rel="alternate"');
  });
});

describe("structured data", () => {
  it("describes the restaurant on every page with the properties search engines require", async () => {
    for (const path of ["/", "/en/o-nas", "/404"]) {
      const restaurant = jsonLdOf(await (await get(path)).text()).find((entry) => entry["@type"] === "Restaurant");
      expect(restaurant, path).toBeDefined();
      expect(restaurant).toMatchObject({
        "@context": "https://schema.org",
        name: "Grill Ajdovščina",
        priceRange: "€",
        foundingDate: "1988",
        acceptsReservations: true,
        address: {
          "@type": "PostalAddress",
          streetAddress: "Ajdovščina 4",
          postalCode: "1000",
          addressLocality: "Ljubljana",
          addressCountry: "SI",
        },
      });
      expect(restaurant?.telephone).toMatch(/^\+386\d{7,9}$/);
      for (const value of [restaurant?.geo.latitude, restaurant?.geo.longitude]) {
        expect(String(value).split(".")[1]?.length ?? 0).toBeLessThanOrEqual(5);
      }
      // The week, then the special days of the next 12 months (their dates depend on today).
      expect(restaurant?.openingHoursSpecification.slice(0, 2)).toEqual([
        {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
          opens: "09:30",
          closes: "20:00",
        },
        { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: "11:00", closes: "19:00" },
      ]);
      for (const special of restaurant?.openingHoursSpecification.slice(2) ?? []) {
        expect(special).toMatchObject({
          validFrom: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
          validThrough: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        });
      }
      expect(restaurant?.hasMenu).toMatch(/\/ponudba$/);
    }
  });

  it("puts the live price list on the menu pages as a Menu with sections, items and EUR offers", async () => {
    const menu = jsonLdOf(await (await get("/en/ponudba")).text()).find((entry) => entry["@type"] === "Menu");
    expect(menu?.hasMenuSection.length).toBeGreaterThanOrEqual(9);
    const items = menu?.hasMenuSection.flatMap((section: any) => section.hasMenuItem) ?? [];
    expect(items.length).toBeGreaterThan(30);
    for (const item of items) {
      expect(item["@type"]).toBe("MenuItem");
      expect(item.name).toBeTruthy();
      expect(item.offers).toMatchObject({ "@type": "Offer", priceCurrency: "EUR" });
      expect(item.offers.price).toMatch(/^\d+\.\d{2}$/);
    }
    const student = menu?.hasMenuSection.at(-1);
    expect(student.hasMenuItem).toHaveLength(19);
    expect(new Set(student.hasMenuItem.map((item: any) => item.offers.price))).toEqual(new Set(["3.00"]));
  });

  it("writes the structured data in the page's language", async () => {
    for (const lang of LANGS) {
      const entries = jsonLdOf(await (await get(pagePath("cevapi", lang))).text());
      const menu = jsonLdOf(await (await get(pagePath("offer", lang))).text()).find((entry) => entry["@type"] === "Menu");
      expect(menu?.inLanguage, lang).toBe(lang);
      expect(menu?.url).toBe(`${SITE}${pagePath("offer", lang)}`);
      expect(entries.find((entry) => entry["@type"] === "FAQPage")?.inLanguage).toBe(lang);
      expect(entries.find((entry) => entry["@type"] === "Restaurant")?.url).toBe(`${SITE}${pagePath("home", lang)}`);
    }
    const german = jsonLdOf(await (await get("/de/ponudba")).text()).find((entry) => entry["@type"] === "Menu");
    const items = german?.hasMenuSection.flatMap((section: any) => section.hasMenuItem) ?? [];
    expect(german?.hasMenuSection.map((section: any) => section.name)).toContain("Vom Grill");
    expect(items).toContainEqual(
      expect.objectContaining({
        name: "Ćevapčići im hausgemachten Fladenbrot (10 Stück)",
        description: "Zehn gegrillte Ćevapčići in weichem, hausgemachtem Fladenbrot, mit frischen Zwiebeln.",
      }),
    );
    // Only German descriptions: an English or Slovenian sentence in a German Menu would mislead.
    expect(items.filter((item: any) => item.description)).toHaveLength(1);
  });

  it("adds a home > cevapi breadcrumb on every cevapi page", async () => {
    for (const lang of LANGS) {
      const breadcrumb = jsonLdOf(await (await get(pagePath("cevapi", lang))).text()).find((entry) => entry["@type"] === "BreadcrumbList");
      expect(breadcrumb?.itemListElement.map((item: any) => item.item)).toEqual([
        `${SITE}${pagePath("home", lang)}`,
        `${SITE}${pagePath("cevapi", lang)}`,
      ]);
    }
  });

  it("puts the visible FAQ on every cevapi page as a FAQPage, each answer word for word", async () => {
    for (const lang of LANGS) {
      const html = await (await get(pagePath("cevapi", lang))).text();
      const faq = jsonLdOf(html).find((entry) => entry["@type"] === "FAQPage");
      expect(faq?.["@context"]).toBe("https://schema.org");
      const faqStart = html.indexOf('aria-labelledby="cevapi-faq"');
      const shown = html.slice(faqStart, html.indexOf("</dl>", faqStart));
      const visible = [...shown.matchAll(/<dt>([^<]+)<\/dt><dd>([^<]+)<\/dd>/g)].map((m) => ({
        "@type": "Question",
        name: decodeEntities(m[1] ?? ""),
        acceptedAnswer: { "@type": "Answer", text: decodeEntities(m[2] ?? "") },
      }));
      expect(visible, lang).toHaveLength(2);
      expect(faq?.mainEntity).toEqual(visible);
    }
  });

  it("cannot be broken out of by data containing </script>", async () => {
    const html = await (await get("/ponudba")).text();
    for (const block of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
      expect(() => JSON.parse(block[1] ?? "")).not.toThrow();
    }
  });
});

describe("sitemap.xml and robots.txt", () => {
  it("lists every indexable page in every language with all alternates and a lastmod", async () => {
    const response = await get("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/xml/);
    const xml = await response.text();
    const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod>(.*?)<\/url>/g)];
    const expected = PAGES.filter((p) => p.indexable).flatMap((p) => LANGS.map((lang) => `${SITE}${pagePath(p.id, lang)}`));
    expect(entries.map((entry) => entry[1]).sort()).toEqual([...expected].sort());
    for (const [, loc, , links] of entries) {
      const page = PAGES.find((p) => LANGS.some((lang) => `${SITE}${pagePath(p.id, lang)}` === loc));
      const hrefs = [...(links ?? "").matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`);
      expect(hrefs, loc).toEqual([
        ...LANGS.map((lang) => `${lang} ${SITE}${pagePath(page?.id ?? "home", lang)}`),
        `x-default ${SITE}${pagePath(page?.id ?? "home", "sl")}`,
      ]);
      expect(hrefs.some((entry) => entry.endsWith(` ${loc}`))).toBe(true);
    }
    expect(xml).not.toContain("/404");
  });

  it("keeps lastmod still when nothing changed", async () => {
    const a = await (await get("/sitemap.xml")).text();
    const b = await (await get("/sitemap.xml")).text();
    expect(b).toBe(a);
  });

  it("robots.txt allows crawling and names the sitemap by absolute URL", async () => {
    const text = await (await get("/robots.txt")).text();
    expect(text).toContain("User-agent: *\nAllow: /");
    expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});
