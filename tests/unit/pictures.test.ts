import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import manifest from "../../shared/image-manifest.json" with { type: "json" };
import { FOOD_CATEGORIES } from "../../shared/menu/menu-groups";
import { PICTURES, imagePath } from "../../shared/pictures";
import { appIconSource } from "../../scripts/build/app-icons";
import { listSources, manifestFor } from "../../scripts/build/image-sources";
import sl from "../../locales/sl.json" with { type: "json" };
import en from "../../locales/en.json" with { type: "json" };

const seed = JSON.parse(readFileSync(new URL("../../worker/data/seed/hrana.json", import.meta.url), "utf8")) as { name: string }[];

describe("the picture map", () => {
  it("maps fifteen distinct item ids, the featured dishes 1–11 among them", () => {
    const ids = PICTURES.map((picture) => picture.id);
    expect(new Set(ids).size).toBe(15);
    for (let id = 1; id <= 11; id++) expect(ids).toContain(id);
  });

  it("points every id at a seed item of the category the carousel opens", () => {
    const categories = new Set<string>(FOOD_CATEGORIES.map((category) => category.key));
    for (const picture of PICTURES) {
      expect(categories.has(picture.category)).toBe(true);
      expect(seed.some((doc) => doc.name === `hrana/${picture.category}/items/${picture.id}`)).toBe(true);
    }
  });

  it("has a translated dish name in both languages for every picture", () => {
    for (const picture of PICTURES) {
      const key = picture.title.replace("home.dishes.", "") as keyof typeof sl.home.dishes;
      expect(sl.home.dishes[key]).toBeTruthy();
      expect(en.home.dishes[key]).toBeTruthy();
    }
  });
});

describe("shared/image-manifest.json", () => {
  it("matches the photos in client/images and the app icons' drawing (run `npx tsx scripts/build/images.ts` after changing them)", () => {
    expect(manifest).toEqual(manifestFor([...listSources(), appIconSource()]));
  });

  it("covers every mapped picture", () => {
    for (const picture of PICTURES) expect(Object.keys(manifest)).toContain(picture.file);
  });

  it("names built files by width and content version", () => {
    expect(imagePath("cevapi", 600, "0123456789", "avif")).toBe("/img/cevapi-600.0123456789.avif");
  });
});
