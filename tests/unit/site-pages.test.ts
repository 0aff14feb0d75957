import { describe, expect, it } from "vitest";
import { langOfPath, pageAtPath, pagePath } from "../../shared/site/site-pages";
import { fromStoredLang, toStoredLang } from "../../shared/i18n/lang";

describe("site pages", () => {
  it("puts Slovenian pages unprefixed and English ones under /en", () => {
    expect(pagePath("home", "sl")).toBe("/");
    expect(pagePath("home", "en")).toBe("/en");
    expect(pagePath("offer", "en")).toBe("/en/ponudba");
    expect(pagePath("notFound", "sl")).toBe("/404");
  });

  it("reads the language from the path only at a segment boundary", () => {
    expect(langOfPath("/en/meni")).toBe("en");
    expect(langOfPath("/enchilada")).toBe("sl");
    expect(pageAtPath("/enchilada")).toBeNull();
  });

  it("stores Slovenian as si, as the spec's toggle does", () => {
    expect(toStoredLang("sl")).toBe("si");
    expect(toStoredLang("en")).toBe("en");
    expect(fromStoredLang("si")).toBe("sl");
    expect(fromStoredLang("de")).toBeNull();
  });
});
