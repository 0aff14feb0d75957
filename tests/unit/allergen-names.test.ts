import { describe, expect, it } from "vitest";
import { createI18n, fixedTranslate } from "../../shared/i18n/i18n";
import { LANGS, type Lang } from "../../shared/i18n/lang";
import { MESSAGES } from "../../shared/i18n/messages";
import { ALLERGENS, allergenNameKey } from "../../shared/menu/allergens";
import type { Allergen } from "../../shared/menu/menu-schema";

/**
 * The 14 allergens as Regulation (EU) No 1169/2011, Annex II, names them in its official
 * version in each language, numbered as the site numbers them (shared/menu/allergens.ts). Short
 * forms: the head of each entry, without "and products thereof" and the exceptions, keeping
 * milk's "(including lactose)".
 */
const ANNEX_II: Record<Allergen, Record<Lang, string>> = {
  1: {
    sl: "Žita, ki vsebujejo gluten",
    en: "Cereals containing gluten",
    de: "Glutenhaltiges Getreide",
    it: "Cereali contenenti glutine",
    hr: "Žitarice koje sadrže gluten",
  },
  2: {
    sl: "Mleko (vključno z laktozo)",
    en: "Milk (including lactose)",
    de: "Milch (einschließlich Laktose)",
    it: "Latte (incluso lattosio)",
    hr: "Mlijeko (uključujući laktozu)",
  },
  3: { sl: "Jajca", en: "Eggs", de: "Eier", it: "Uova", hr: "Jaja" },
  4: { sl: "Oreški", en: "Nuts", de: "Schalenfrüchte", it: "Frutta a guscio", hr: "Orašasti plodovi" },
  5: { sl: "Gorčično seme", en: "Mustard", de: "Senf", it: "Senape", hr: "Gorušica" },
  6: { sl: "Sezamovo seme", en: "Sesame seeds", de: "Sesamsamen", it: "Semi di sesamo", hr: "Sjeme sezama" },
  7: { sl: "Arašidi", en: "Peanuts", de: "Erdnüsse", it: "Arachidi", hr: "Kikiriki" },
  8: { sl: "Ribe", en: "Fish", de: "Fische", it: "Pesce", hr: "Riba" },
  9: { sl: "Raki", en: "Crustaceans", de: "Krebstiere", it: "Crostacei", hr: "Rakovi" },
  10: { sl: "Soja", en: "Soybeans", de: "Sojabohnen", it: "Soia", hr: "Zrna soje" },
  11: { sl: "Listna zelena", en: "Celery", de: "Sellerie", it: "Sedano", hr: "Celer" },
  12: {
    sl: "Žveplov dioksid in sulfiti",
    en: "Sulphur dioxide and sulphites",
    de: "Schwefeldioxid und Sulphite",
    it: "Anidride solforosa e solfiti",
    hr: "Sumporni dioksid i sulfiti",
  },
  13: { sl: "Volčji bob", en: "Lupin", de: "Lupinen", it: "Lupini", hr: "Lupina" },
  14: { sl: "Mehkužci", en: "Molluscs", de: "Weichtiere", it: "Molluschi", hr: "Mekušci" },
};

describe("allergen names", () => {
  it.each(LANGS)("name all 14 allergens in %s as the regulation does", (lang) => {
    const t = fixedTranslate(createI18n(lang, MESSAGES), lang);
    const regulation = Object.entries(ANNEX_II).map(([allergen, names]) => [Number(allergen), names[lang]]);
    expect(ALLERGENS.map((allergen) => [allergen, t(allergenNameKey(allergen))])).toEqual(regulation);
  });
});
