import { describe, expect, it } from "vitest";
import en from "../../locales/en.json";
import sl from "../../locales/sl.json";
import { LANGS } from "../../shared/i18n/lang";
import { MESSAGES } from "../../shared/i18n/messages";
import { checkTranslateParams, createI18n, fixedTranslate } from "../../shared/i18n/i18n";

function keys(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe("translations", () => {
  it("have the same keys in every language, none empty", () => {
    for (const lang of LANGS) {
      expect(keys(MESSAGES[lang]).sort(), lang).toEqual(keys(en).sort());
      for (const key of keys(en))
        expect(
          key.split(".").reduce<any>((node, part) => node[part], MESSAGES[lang]),
          `${lang} ${key}`,
        ).not.toBe("");
    }
  });

  it("keep the parameters of every text in every language", () => {
    const params = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const lang of LANGS)
      for (const key of keys(en)) {
        const text = (messages: unknown) => key.split(".").reduce<any>((node, part) => node[part], messages) as string;
        expect(params(text(MESSAGES[lang])), `${lang} ${key}`).toEqual(params(text(en)));
      }
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
