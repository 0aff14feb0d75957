import { describe, expect, it } from "vitest";
import en from "../../locales/en.json";
import sl from "../../locales/sl.json";
import { LANGS, OPTIONAL_LANGS, type OptionalLang } from "../../shared/i18n/lang";
import { MESSAGES } from "../../shared/i18n/messages";
import { checkTranslateParams, createI18n, fixedTranslate } from "../../shared/i18n/i18n";

function keys(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

function textAt(messages: unknown, key: string): string {
  return key.split(".").reduce<any>((node, part) => node[part], messages) as string;
}

/**
 * The only texts German, Italian and Croatian may word exactly as English does: names and
 * loanwords the language itself uses. Anything else identical to English is an untranslated
 * string.
 */
const SAME_AS_ENGLISH: readonly { keys: string[]; langs: OptionalLang[]; reason: string }[] = [
  { keys: ["home.title"], langs: ["de", "it", "hr"], reason: "the restaurant's name" },
  {
    keys: ["home.features.pleskavice.title", "home.dishes.pleskavica", "cevapi.pleskavica.title"],
    langs: ["de", "it"],
    reason: "the dish's own name, as German and Italian menus write it (Croatian: Pljeskavica)",
  },
  { keys: ["menu.categories.etestenine"], langs: ["de", "it"], reason: "Pasta: Italian's own word, and German's" },
  { keys: ["drinks.groups.whiskey"], langs: ["de", "it"], reason: "the spirit's name (Croatian: Viski)" },
  { keys: ["footer.linksTitle"], langs: ["de"], reason: "Links: the word German sites use" },
  { keys: ["menu.categories.hpalačinke"], langs: ["de"], reason: "Desserts: a German word as well" },
];

const allowedSameAsEnglish = (lang: OptionalLang) =>
  SAME_AS_ENGLISH.filter((entry) => entry.langs.includes(lang)).flatMap((entry) => entry.keys);

describe("translations", () => {
  it("have the same keys in every language, none empty", () => {
    for (const lang of LANGS) {
      expect(keys(MESSAGES[lang]).sort(), lang).toEqual(keys(en).sort());
      for (const key of keys(en)) expect(textAt(MESSAGES[lang], key), `${lang} ${key}`).not.toBe("");
    }
  });

  it("keep the parameters of every text in every language", () => {
    const params = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const lang of LANGS)
      for (const key of keys(en)) expect(params(textAt(MESSAGES[lang], key)), `${lang} ${key}`).toEqual(params(textAt(en, key)));
  });

  it.each(OPTIONAL_LANGS)("are translated into %s: no text is English's but the listed names and loanwords", (lang) => {
    const sameAsEnglish = keys(en).filter((key) => textAt(MESSAGES[lang], key) === textAt(en, key));
    expect(sameAsEnglish.filter((key) => !allowedSameAsEnglish(lang).includes(key))).toEqual([]);
    expect(
      allowedSameAsEnglish(lang).filter((key) => !sameAsEnglish.includes(key)),
      "listed, yet translated: drop it from the list",
    ).toEqual([]);
  });

  it("carry the spec's keys", () => {
    const all = keys(sl);
    for (const key of [
      "menu.menu",
      "404.header",
      "404.paragraph",
      "404.homeButton",
      "seo.menu.title",
      "seo.menu.description",
      "seo.boni.title",
    ]) {
      expect(all).toContain(key);
    }
  });

  it("interpolate parameters given as an object or a JSON string", () => {
    const t = fixedTranslate(createI18n("en", { en }), "en");
    expect(t("nav.call", { phone: "+386 1" })).toBe("Call us: +386 1");
    expect(t("nav.call", '{"phone":"01"}')).toBe("Call us: 01");
  });

  it("give the loaded text once a language's strings arrive after its translator was made", () => {
    const i18n = createI18n("sl", { sl });
    const t = fixedTranslate(i18n, "en");
    expect(t("404.homeButton")).toBe("404.homeButton");
    i18n.addResourceBundle("en", "translation", en);
    expect(fixedTranslate(i18n, "en")).toBe(t);
    expect(t("404.homeButton")).toBe(en["404"].homeButton);
    expect(t("404.homeButton")).toBe(en["404"].homeButton);
  });

  it("throw the spec's TranslatePipe error for any other parameter", () => {
    for (const bad of [42, true, ["a"], null, "not json", "[1]"]) {
      expect(() => checkTranslateParams(bad)).toThrow(
        `Wrong parameter in TranslatePipe. Expected a valid Object, received: ${String(bad)}`,
      );
    }
  });
});
