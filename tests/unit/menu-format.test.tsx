import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import en from "../../locales/en.json";
import sl from "../../locales/sl.json";
import { LangProvider } from "../../shared/site/app-context";
import { formatPrice } from "../../shared/menu/format-price";
import { createI18n } from "../../shared/i18n/i18n";
import type { Lang } from "../../shared/i18n/lang";
import { formatLitres, itemDescription, itemIngredients, itemName, itemNameText, ownDescription } from "../../shared/menu/item-text";
import { Price } from "../../shared/menu/Price";
import { RESTAURANT } from "../../shared/restaurant/restaurant";

const nbsp = (text: string) => text.replace(/\u00a0/g, " ");

function renderPrice(lang: Lang, price: number, oldPrice: number | null = null): string {
  const i18n = createI18n(lang, { sl, en });
  return nbsp(
    renderToString(
      <I18nextProvider i18n={i18n}>
        <LangProvider lang={lang}>
          <Price price={price} oldPrice={oldPrice} />
        </LangProvider>
      </I18nextProvider>,
    ),
  );
}

const textOf = (html: string) => html.replace(/<[^>]+>/g, "");

describe("prices on the menu", () => {
  it("are formatted for the language", () => {
    expect(textOf(renderPrice("sl", 8.5))).toBe("8,50 €");
    expect(textOf(renderPrice("en", 8.5))).toBe("€8.50");
    expect(textOf(renderPrice("sl", 20))).toBe("20,00 €");
  });

  it("show a discount as the old price struck through and the new one, both named for screen readers", () => {
    const sloHtml = renderPrice("sl", 8.2, 8.9);
    expect(sloHtml).toMatch(/<del[^>]*><span class="sr-only">Prej: <\/span>8,90 €<\/del>/);
    expect(sloHtml).toMatch(/<ins[^>]*><span class="sr-only">Zdaj: <\/span>8,20 €<\/ins>/);
    expect(textOf(renderPrice("en", 9.2, 10.5))).toBe("Was: €10.50 Now: €9.20");
  });

  it("ignore an old price that is not higher", () => {
    expect(textOf(renderPrice("en", 9, 9))).toBe("€9.00");
  });

  it("call a zero price free instead of 0,00 €", () => {
    expect(textOf(renderPrice("sl", 0))).toBe("Brezplačno");
    expect(textOf(renderPrice("en", 0))).toBe("Free");
  });

  it("show the student meal at the one price of the restaurant facts (3 €), never 4 €", () => {
    expect(nbsp(formatPrice(RESTAURANT.defaultStudentMealPrice, "sl"))).toBe("3,00 €");
    expect(formatPrice(RESTAURANT.defaultStudentMealPrice, "en")).toBe("€3.00");
    for (const messages of [sl, en]) expect(JSON.stringify(messages)).not.toMatch(/4\s?€|€\s?4\b|4,00|4\.00/);
  });
});

describe("item texts", () => {
  it("write drink sizes in litres for the language", () => {
    expect(nbsp(formatLitres(0.25, "sl"))).toBe("0,25 l");
    expect(nbsp(formatLitres(0.03, "en"))).toBe("0.03 l");
    expect(nbsp(formatLitres(0.5, "sl"))).toBe("0,5 l");
  });

  it("use the English name and ingredients where the data has them", () => {
    const item = {
      name: "Pleskavica s sirom",
      translate: "Pleskavica with cheese",
      sestavine: ["sir"],
      translate_sestavine: ["cheese"],
      opis: "Opis.",
      opis_en: null,
    };
    expect(itemName(item, "sl")).toBe("Pleskavica s sirom");
    expect(itemName(item, "en")).toBe("Pleskavica with cheese");
    expect(itemName({ ...item, translate: null }, "en")).toBe("Pleskavica s sirom");
    expect(itemIngredients(item, "en")).toEqual({ list: ["cheese"] });
    expect(itemIngredients({ ...item, translate_sestavine: [] }, "en")).toEqual({ list: ["sir"] });
  });

  it("show the owner's own text in a further language, else the English marked so, else the Slovenian marked so", () => {
    const item = {
      name: "Čevapi",
      translate: "Cevapi",
      opis: "Z žara.",
      opis_en: "From the grill.",
      sestavine: ["meso"],
      translate_sestavine: ["meat"],
      prevodi: { de: { name: "Ćevapčići", opis: "Vom Grill." } },
    };
    expect(itemNameText(item, "de")).toEqual({ text: "Ćevapčići" });
    expect(itemDescription(item, "de")).toEqual({ text: "Vom Grill." });
    expect(itemNameText(item, "it")).toEqual({ text: "Cevapi", lang: "en" });
    expect(itemDescription(item, "it")).toEqual({ text: "From the grill.", lang: "en" });
    expect(itemIngredients(item, "hr")).toEqual({ list: ["meat"], lang: "en" });
    const slovenianOnly = { ...item, translate: null, opis_en: null, translate_sestavine: [], prevodi: {} };
    expect(itemNameText(slovenianOnly, "hr")).toEqual({ text: "Čevapi", lang: "sl" });
    expect(itemDescription(slovenianOnly, "hr")).toEqual({ text: "Z žara.", lang: "sl" });
    expect(itemIngredients(slovenianOnly, "hr")).toEqual({ list: ["meso"], lang: "sl" });
    // A name written without a description: the description falls back on its own.
    expect(itemDescription({ ...item, prevodi: { de: { name: "Ćevapčići", opis: null } } }, "de")).toEqual({
      text: "From the grill.",
      lang: "en",
    });
    expect(ownDescription(item, "it")).toBeNull();
    expect(ownDescription(item, "de")).toBe("Vom Grill.");
  });

  it("describe a dish in English where the data has it, and otherwise in Slovenian marked so", () => {
    const item = { opis: "Z žara.", opis_en: "From the grill." };
    expect(itemDescription(item, "sl")).toEqual({ text: "Z žara." });
    expect(itemDescription(item, "en")).toEqual({ text: "From the grill." });
    expect(itemDescription({ ...item, opis_en: null }, "en")).toEqual({ text: "Z žara.", lang: "sl" });
    expect(itemDescription({ opis: "", opis_en: null }, "en")).toBeNull();
    expect(itemDescription({ opis: "", opis_en: null }, "sl")).toBeNull();
  });
});
