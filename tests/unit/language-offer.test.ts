import { describe, expect, it } from "vitest";
import { pageById } from "../../shared/site/site-pages";
import { offerEtag, offeredLang, preferredLang, withLanguageOffer } from "../../worker/pages/language-offer";

describe("the language an Accept-Language header prefers", () => {
  it.each([
    ["de-DE,de;q=0.9,en;q=0.8", "de"],
    ["de-AT", "de"],
    ["fr-FR,fr;q=0.9,it;q=0.8,sl;q=0.5", "it"],
    ["sl;q=0.5,hr;q=0.9", "hr"],
    ["en;q=0.9,de;q=0.9", "en"],
    ["HR-hr", "hr"],
    ["de;q=0,sl", "sl"],
    ["fr", null],
    ["", null],
    [undefined, null],
    ["*", null],
  ])("%j → %s", (header, lang) => {
    expect(preferredLang(header)).toBe(lang);
  });
});

describe("the offer on a Slovenian page", () => {
  const offer = pageById("offer");
  it("goes to a visitor whose browser prefers German, Italian or Croatian and who has chosen nothing yet", () => {
    expect(offeredLang(offer, "sl", "de", undefined)).toBe("de");
    expect(offeredLang(offer, "sl", "it,sl;q=0.5", undefined)).toBe("it");
    expect(offeredLang(offer, "sl", "hr", "")).toBe("hr");
  });

  it("never goes to English or Slovenian browsers, to a visitor who chose, or on other pages", () => {
    expect(offeredLang(offer, "sl", "en-US,de;q=0.5", undefined)).toBeNull();
    expect(offeredLang(offer, "sl", "sl,de;q=0.9", undefined)).toBeNull();
    expect(offeredLang(offer, "sl", "de", "si")).toBeNull();
    expect(offeredLang(offer, "en", "de", undefined)).toBeNull();
    expect(offeredLang(pageById("notFound"), "sl", "de", undefined)).toBeNull();
  });

  it("is written under the header and gets its own ETag", () => {
    const html = withLanguageOffer("<body><header>…</header><main></main></body>", "it", offer, "?brez=1");
    expect(html).toMatch(/^<body><header>…<\/header><aside class="lang-offer" lang="it"[^>]*>.*<\/aside><main><\/main><\/body>$/);
    expect(html).toContain('<a href="/it/ponudba?brez=1" hreflang="it">Questa pagina è disponibile anche in italiano</a>');
    expect(html).toContain('<input type="hidden" name="na" value="/ponudba?brez=1">');
    expect(offerEtag('W/"abc"', "it")).toBe('W/"abc-it"');
  });
});
