import { expect, test, type Page } from "@playwright/test";
import en from "../../locales/en.json" with { type: "json" };

/** Every picture's file (its JPEG fallback, without width or version) and its alt text, in page order. */
const pictures = (page: Page) =>
  page.locator("main picture img").evaluateAll((images) =>
    images.map((image) => ({
      file: (image.getAttribute("src") ?? "").replace(/^\/img\/|-\d+\.[0-9a-f]+\.jpg$/g, ""),
      alt: image.getAttribute("alt") ?? "",
    })),
  );

// The drawn pictures carry no words (tests/unit/placeholder-art.test.ts): a picture is the same
// file in both languages, and only its alt text, which is the page's language, names the dish.
test("/en/cevapi-ljubljana shows the same language-free pictures as the Slovenian page, named in English", async ({ page }) => {
  await page.goto("/cevapi-ljubljana");
  const slovenian = await pictures(page);
  await page.goto("/en/cevapi-ljubljana");
  const english = await pictures(page);
  expect(slovenian.length).toBeGreaterThan(3);
  expect(english.map((picture) => picture.file)).toEqual(slovenian.map((picture) => picture.file));
  const englishNames: string[] = Object.values(en.home.dishes);
  for (const picture of english) expect(englishNames).toContain(picture.alt);
});
