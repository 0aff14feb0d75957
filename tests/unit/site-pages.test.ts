import { describe, expect, it } from "vitest";
import { langOfPath, pageAtPath, pagePath } from "../../shared/site/site-pages";
import { fromStoredLang, toStoredLang } from "../../shared/i18n/lang";

describe("site pages", () => {
  it("puts Slovenian pages unprefixed and every other language's under its code", () => {
    expect(pagePath("home", "sl")).toBe("/");
    expect(pagePath("home", "en")).toBe("/en");
    expect(pagePath("offer", "en")).toBe("/en/ponudba");
    expect(pagePath("notFound", "sl")).toBe("/404");
    expect(pagePath("home", "de")).toBe("/de");
    expect(pagePath("vouchers", "it")).toBe("/it/studentski-boni");
    expect(pagePath("cevapi", "hr")).toBe("/hr/cevapi-ljubljana");
    expect(pageAtPath("/de/ponudba")).toMatchObject({ lang: "de", page: { id: "offer" } });
    expect(pageAtPath("/hr")).toMatchObject({ lang: "hr", page: { id: "home" } });
    expect(pageAtPath("/it/")).toBeNull();
    expect(pageAtPath("/sl/ponudba")).toBeNull();
  });

  it("reads the language from the path only at a segment boundary", () => {
    expect(langOfPath("/en/meni")).toBe("en");
    expect(langOfPath("/enchilada")).toBe("sl");
    expect(pageAtPath("/enchilada")).toBeNull();
    expect(langOfPath("/de/meni")).toBe("de");
    expect(langOfPath("/items")).toBe("sl");
    expect(langOfPath("/hrana")).toBe("sl");
  });

  it("stores Slovenian as si, as the spec's toggle does, and every other language by its code", () => {
    expect(toStoredLang("sl")).toBe("si");
    expect(toStoredLang("en")).toBe("en");
    expect(fromStoredLang("si")).toBe("sl");
    for (const lang of ["de", "it", "hr"] as const) {
      expect(toStoredLang(lang)).toBe(lang);
      expect(fromStoredLang(lang)).toBe(lang);
    }
    expect(fromStoredLang("fr")).toBeNull();
    expect(fromStoredLang("toString")).toBeNull();
  });
});
