import { describe, expect, it } from "vitest";
import en from "../../locales/en.json";
import sl from "../../locales/sl.json";
import { PAGES, pagePath } from "../../shared/site/site-pages";
import { get, textOf } from "./fetch";

const MESSAGES = { sl, en } as const;
const LANGS = ["sl", "en"] as const;

function decode(text: string): string {
  return text.replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code))).replace(/&amp;/g, "&");
}

describe("every page is server-rendered in both languages", () => {
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
        const studentPrice = lang === "sl" ? "3,00\u00a0€" : "€3.00";
        expect(decode(textOf(html, /<meta name="description" content="([^"]*)"/) ?? "")).toBe(
          seo.description.replace("{{studentPrice}}", studentPrice),
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
    expect(html).toContain("Pojdi na domačo stran");
    expect(html).toContain(">Napaka<");
  });

  it("renders the English not-found page at /en/404", async () => {
    const response = await get("/en/404");
    expect(response.status).toBe(404);
    const html = decode(await response.text());
    expect(html).toContain(en["404"].header);
    expect(html).toContain(en["404"].homeButton);
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
    expect(html).toContain('href="/lokacija"'); // the language toggle's counterpart
  });

  it("points the language toggle at the same page in the other language, with the view the page shows", async () => {
    const toggleHref = async (path: string) => textOf(await (await get(path)).text(), /class="lang-toggle" href="([^"]*)"/);
    expect(await toggleHref("/ponudba")).toBe("/en/ponudba");
    expect(await toggleHref("/en/cevapi-ljubljana")).toBe("/cevapi-ljubljana");
    expect(await toggleHref("/en")).toBe("/");
    expect(await toggleHref("/404")).toBe("/en/404");
    expect(decode((await toggleHref("/ponudba?kategorija=cjediNaZaru&utm_source=x")) ?? "")).toBe("/en/ponudba?kategorija=cjediNaZaru");
  });
});
