import { describe, expect, it } from "vitest";
import de from "../../../locales/de.json";
import sl from "../../../locales/sl.json";
import { LANGS, LANGUAGES } from "../../../shared/i18n/lang";
import { MESSAGES } from "../../../shared/i18n/messages";
import { PAGES, pagePath } from "../../../shared/site/site-pages";
import { get, textOf } from "../fetch";

/** What Intl prints for 3 € in each page's locale: "3,00 €" with a no-break space, "€3.00" in English. */
const STUDENT_PRICES = { sl: "3,00\u00a0€", en: "€3.00", de: "3,00\u00a0€", it: "3,00\u00a0€", hr: "3,00\u00a0€" } as const;

function decode(text: string): string {
  return text.replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code))).replace(/&amp;/g, "&");
}

describe("every page is server-rendered in every language", () => {
  for (const lang of LANGS) {
    for (const page of PAGES) {
      const path = pagePath(page.id, lang);
      it(`${path} answers with its title, description and h1 before any script runs`, async () => {
        const response = await get(path);
        expect(response.status).toBe(page.id === "notFound" ? 404 : 200);
        expect(response.headers.get("content-type")).toMatch(/^text\/html; charset=utf-8/i);
        const html = await response.text();
        const seo = MESSAGES[lang].seo[page.seoKey];
        expect(html.startsWith("<!doctype html>")).toBe(true);
        expect(textOf(html, /<html lang="([^"]+)"/)).toBe(lang);
        expect(decode(textOf(html, /<title>([^<]*)<\/title>/) ?? "")).toBe(seo.title);
        expect(decode(textOf(html, /<meta name="description" content="([^"]*)"/) ?? "")).toBe(
          seo.description.replace("{{studentPrice}}", STUDENT_PRICES[lang]),
        );
        expect(textOf(html, /<h1[^>]*>([\s\S]*?)<\/h1>/)).toBeTruthy();
        expect(html).toContain('<script type="module" src="/assets/');
      });
    }
  }

  it("loads the first picture of the home and cevapi pages at once, with high priority, and every other picture lazily", async () => {
    for (const lang of LANGS)
      for (const page of ["home", "cevapi"] as const) {
        const html = await (await get(pagePath(page, lang))).text();
        const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
        const [first, ...rest] = main.match(/<img [^>]*>/g) ?? [];
        expect(first, `${page} ${lang}`).toMatch(/ fetchpriority="high"/i);
        expect(first).toMatch(/ loading="eager"/i);
        expect(rest.length).toBeGreaterThan(5);
        for (const img of rest) expect(img).toMatch(/ loading="lazy"/i);
      }
  });

  it("writes the student price into the student menu's description from the restaurant facts, never 4 €", async () => {
    const html = decode(await (await get("/studentski-boni")).text());
    expect(textOf(html, /<meta name="description" content="([^"]*)"/)).toContain("samo 3,00\u00a0€");
    expect(html).not.toMatch(/4\s?€|4,00/);
  });

  it("renders the spec's Slovenian not-found texts at /404 with status 404", async () => {
    const response = await get("/404");
    expect(response.status).toBe(404);
    const html = decode(await response.text());
    expect(html).toContain("Stran ni najdena");
    expect(html).toContain(sl["404"].paragraph);
    expect(html).toContain("Pojdite na domačo stran");
    expect(html).toContain(">Napaka<");
  });

  it.each(LANGS.filter((lang) => lang !== "sl"))("renders the not-found page in its language at /%s/404", async (lang) => {
    const response = await get(`/${lang}/404`);
    expect(response.status).toBe(404);
    const html = decode(await response.text());
    expect(textOf(html, /<html lang="([^"]+)"/)).toBe(lang);
    expect(html).toContain(MESSAGES[lang]["404"].header);
    expect(html).toContain(MESSAGES[lang]["404"].homeButton);
    expect(html).toContain(`href="${pagePath("home", lang)}"`);
  });

  it("puts the restaurant facts in the layout: hours, address, phone link, copyright year", async () => {
    const html = decode(await (await get("/")).text());
    expect(html).toContain("09:30");
    expect(html).toContain("20:00");
    expect(html).toContain("Ajdovščina 4");
    expect(html).toMatch(/href="tel:\+386\d+"/);
    expect(html).toContain(`© ${new Date().getFullYear()}`);
  });

  it("links the navbar to ponudba#cenik, lokacija and studentski-boni in the page's language", async () => {
    const html = await (await get("/en/lokacija")).text();
    expect(html).toContain('href="/en/ponudba#cenik"');
    expect(html).toContain('href="/en/lokacija"');
    expect(html).toContain('href="/en/studentski-boni"');
    expect(html).toContain('href="/lokacija"'); // the language menu's Slovenian link
  });

  /** The language menu's links: href, hreflang, lang and the name shown. */
  const languageLinks = async (path: string) => {
    const html = await (await get(path)).text();
    const menu = html.slice(html.indexOf('<details class="lang-menu">'), html.indexOf("</details>"));
    return [...menu.matchAll(/<a href="([^"]*)" hrefLang="([^"]*)" lang="([^"]*)"[^>]*>([^<]*)<\/a>/gi)].map(
      ([, href, hreflang, lang, name]) => ({
        href: decode(href ?? ""),
        hreflang,
        lang,
        name,
      }),
    );
  };

  it("links every page to the same page in all five languages, each named in its own, with the view the page shows", async () => {
    for (const page of PAGES)
      for (const lang of LANGS) {
        expect(await languageLinks(pagePath(page.id, lang)), pagePath(page.id, lang)).toEqual(
          LANGS.map((code) => ({ href: pagePath(page.id, code), hreflang: code, lang: code, name: LANGUAGES[code].name })),
        );
      }
    expect((await languageLinks("/ponudba?kategorija=cjediNaZaru&utm_source=x")).map((link) => link.href)).toEqual(
      LANGS.map((code) => `${pagePath("offer", code)}?kategorija=cjediNaZaru`),
    );
    expect(LANGS.map((code) => LANGUAGES[code].name)).toEqual(["Slovenščina", "English", "Deutsch", "Italiano", "Hrvatski"]);
  });

  it("marks the page's own language in the menu and names the menu in the page's language", async () => {
    const html = decode(await (await get("/de/ponudba")).text());
    expect(html).toMatch(/<a href="\/de\/ponudba" hrefLang="de" lang="de" aria-current="page">Deutsch<\/a>/i);
    expect(html).toContain(`<span class="sr-only">${de.lang.menu}: Deutsch</span>`);
  });
});
