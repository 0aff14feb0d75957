import { describe, expect, it } from "vitest";
import { LANGS } from "../../../shared/i18n/lang";
import { MESSAGES } from "../../../shared/i18n/messages";
import { pagePath } from "../../../shared/site/site-pages";
import { get, textOf } from "../fetch";

/** The text React's escaping stands for. */
function decode(html: string): string {
  return html.replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code))).replace(/&amp;/g, "&");
}

const page = async (path: string, init?: RequestInit) => decode(await (await get(path, init)).text());

describe("prices, dates and names in the page's language", () => {
  it.each([
    ["sl", "9,90\u00a0€"],
    ["en", "€9.90"],
    ["de", "9,90\u00a0€"],
    ["it", "9,90\u00a0€"],
    ["hr", "9,90\u00a0€"],
  ] as const)("writes prices as Intl does in %s: %s", async (lang, houseBurger) => {
    const html = await page(pagePath("offer", lang));
    const prices = [...html.matchAll(/<span class="price">([^<]+)<\/span>/g)].map((m) => m[1] ?? "");
    expect(prices.length).toBeGreaterThan(30);
    for (const price of prices) expect(price).toMatch(lang === "en" ? /^€\d+\.\d{2}$/ : /^\d+,\d{2}\u00a0€$/);
    const burger = html.slice(html.indexOf(lang === "sl" ? ">Hišni burger</h3>" : ">House burger</h3>"));
    expect(textOf(burger, /<span class="price">([^<]+)<\/span>/)).toBe(houseBurger);
  });

  it.each(LANGS)("names all 14 allergens in the legend of the %s menu, in the locale's words", async (lang) => {
    const html = await page(pagePath("offer", lang));
    const legend = html.slice(html.indexOf('class="allergen-legend"'), html.indexOf("</dl>", html.indexOf('class="allergen-legend"')));
    for (const name of Object.values(MESSAGES[lang].allergens.names)) expect(legend).toContain(name);
  });

  it("writes the opening days and the litres in German on German pages", async () => {
    const html = await page("/de/ponudba");
    expect(html).toContain("Montag–Freitag");
    expect(html).toMatch(/0,5\u00a0l/);
  });

  it("joins the opening days in Italian with articles, in the footer and in a sentence", async () => {
    const html = await page("/it/studentski-boni");
    expect(html).toContain("Dal lunedì al venerdì");
    expect(html).toContain("Accettiamo i buoni dal lunedì al venerdì, dalle");
    expect(html).not.toMatch(/lunedì–venerdì/i);
  });
});

describe("the owner's dish texts on pages in a further language", () => {
  it("shows the German name and description the owner wrote for the 10-piece cevapi on /de/ponudba", async () => {
    const html = await page("/de/ponudba");
    expect(html).toContain('<h3 class="dish__name">Ćevapčići im hausgemachten Fladenbrot (10 Stück)</h3>');
    expect(html).toContain(
      '<p class="dish__description">Zehn gegrillte Ćevapčići in weichem, hausgemachtem Fladenbrot, mit frischen Zwiebeln.</p>',
    );
  });

  it.each([
    ["it", "Ćevapi nel pane fatto in casa (10 pezzi)"],
    ["hr", "Ćevapi u domaćoj lepinji (10 komada)"],
  ])("shows the owner's own name in %s", async (lang, name) => {
    expect(await page(pagePath("offer", lang as "it" | "hr"))).toContain(`<h3 class="dish__name">${name}</h3>`);
  });

  it("shows a dish without German text in English, marked as English, and never a text nobody wrote", async () => {
    const html = await page("/de/ponudba");
    const at = html.indexOf(">House burger<");
    const burger = html.slice(at - 80, html.indexOf('<li class="dish', at));
    expect(burger).toContain('<h3 class="dish__name" lang="en">House burger</h3>');
    expect(burger).toContain(
      '<p class="dish__description" lang="en">200 g of grilled beef, cheddar, crispy bacon and caramelised onion in a homemade bun, with fries.</p>',
    );
    expect(burger).toContain(
      '<p class="dish__ingredients" lang="en"><span class="dish__label" lang="de">Zutaten:</span> beef, cheddar, bacon, caramelised onion, house sauce, fries</p>',
    );
  });

  it("falls back to the Slovenian name, marked as Slovenian, where there is no English either", async () => {
    expect(await page("/it/ponudba")).toContain('<span class="price-row__name" lang="sl">Cockta</span>');
  });

  it("shows a notice in English, marked as English, on German, Italian and Croatian pages", async () => {
    for (const lang of ["de", "it", "hr"] as const) {
      const html = await page(pagePath("home", lang));
      const props = textOf(html, /<site-island data-name="notices"[^>]*data-props="([^"]*)"/) ?? "";
      const notices = (JSON.parse(props.replace(/&quot;/g, '"')) as { notices: { html: string; lang?: string }[] }).notices;
      expect(notices.length, lang).toBeGreaterThan(0);
      for (const notice of notices) expect(notice.lang, lang).toBe("en");
      expect(notices.map((notice) => notice.html).join("")).toContain("Student vouchers are redeemed");
    }
  });
});

describe("the offer of the visitor's language on Slovenian pages", () => {
  it("answers a browser that prefers German with 200 and a link to the German page, never a redirect", async () => {
    const response = await get("/ponudba?kategorija=cjediNaZaru", { headers: { "Accept-Language": "de-AT,de;q=0.9,sl;q=0.5" } });
    expect(response.status).toBe(200);
    const html = decode(await response.text());
    expect(html).toContain('<html lang="sl"');
    expect(html).toContain(
      '<aside class="lang-offer" lang="de" aria-label="Sprache" data-lang-offer><p class="lang-offer__text"><a href="/de/ponudba?kategorija=cjediNaZaru" hreflang="de">Diese Seite gibt es auch auf Deutsch</a></p>',
    );
    expect(html).toContain('<button type="submit">Nein, danke</button>');
    expect(response.headers.get("cache-control")).toBe("private, max-age=0, must-revalidate");
    expect(response.headers.get("vary")).toBe("Cookie, Accept-Language");
  });

  it.each([
    ["it-IT,it;q=0.9", "it", MESSAGES.it.lang.offer],
    ["hr", "hr", MESSAGES.hr.lang.offer],
  ])("offers %s its own language", async (acceptLanguage, lang, text) => {
    const html = await page("/o-nas", { headers: { "Accept-Language": acceptLanguage } });
    expect(html).toContain(`<a href="/${lang}/o-nas" hreflang="${lang}">${text}</a>`);
  });

  it.each([
    ["a browser that prefers Slovenian", { "Accept-Language": "sl-SI,sl;q=0.9,de;q=0.8" }],
    ["a browser that prefers English", { "Accept-Language": "en-US,en;q=0.9,de;q=0.8" }],
    ["a browser naming no language of the site", { "Accept-Language": "fr-FR,fr;q=0.9" }],
    ["a visitor who declined the offer", { "Accept-Language": "de", Cookie: "lang=si" }],
    ["a request without Accept-Language", {}],
  ])("offers nothing to %s", async (_who, headers) => {
    const response = await get("/o-nas", { headers });
    expect(response.status).toBe(200);
    expect(await response.text()).not.toContain("lang-offer");
  });

  it("offers nothing on pages that are already in another language", async () => {
    for (const lang of LANGS.filter((code) => code !== "sl")) {
      expect(await page(pagePath("location", lang), { headers: { "Accept-Language": "de" } })).not.toContain("lang-offer");
    }
  });

  it("declines the offer without script: the form's GET stores Slovenian in the cookie and returns to the page", async () => {
    const response = await get("/jezik?izbira=si&na=%2Fponudba%3Fkategorija%3DcjediNaZaru");
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/ponudba?kategorija=cjediNaZaru");
    expect(response.headers.get("set-cookie")).toMatch(/^lang=si; Path=\/; Max-Age=31536000; SameSite=Lax/);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const after = await page("/ponudba", { headers: { "Accept-Language": "de", Cookie: "lang=si" } });
    expect(after).not.toContain("lang-offer");
  });

  it.each(["https://evil.example/", "//evil.example/ponudba", "/nope", "javascript:alert(1)"])(
    "returns only ever to one of the site's pages, never to %s",
    async (back) => {
      const response = await get(`/jezik?izbira=si&na=${encodeURIComponent(back)}`);
      expect(response.headers.get("location")).toBe("/");
    },
  );
});

describe("no cost for the further languages", () => {
  it("loads exactly the same scripts and style sheets on /de/ponudba as on /ponudba: no strings reach the browser", async () => {
    const assets = (html: string) => [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
    const slovenian = assets(await page("/ponudba"));
    expect(slovenian.length).toBeGreaterThan(1);
    for (const lang of ["de", "it", "hr"] as const) expect(assets(await page(pagePath("offer", lang)))).toEqual(slovenian);
  });
});
