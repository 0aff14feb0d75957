import MANIFEST from "./image-manifest.json";
import type { MessageKey } from "./i18n/i18n";
import type { FoodCategoryKey } from "./menu/menu-groups";

/**
 * Fifteen menu item ids mapped to a picture file (client/images/<file>.*),
 * the translated dish name (title and alt text) and the category the offer carousel opens.
 * Ids 1–11 are the featured dishes; 33, 43, 72 and 84 round out the carousel.
 */
export interface DishPicture {
  id: number;
  file: string;
  title: MessageKey;
  category: FoodCategoryKey;
}

export const PICTURES = [
  { id: 1, file: "cevapi", title: "home.dishes.cevapi", category: "cjediNaZaru" },
  { id: 2, file: "pleskavica", title: "home.dishes.pleskavica", category: "cjediNaZaru" },
  { id: 3, file: "pleskavica-sir", title: "home.dishes.pleskavicaSir", category: "cjediNaZaru" },
  { id: 4, file: "pleskavica-kajmak", title: "home.dishes.pleskavicaKajmak", category: "cjediNaZaru" },
  { id: 33, file: "mesano-meso", title: "home.dishes.mesanoMeso", category: "cjediNaZaru" },
  { id: 5, file: "dunajski-zrezek", title: "home.dishes.dunajskiZrezek", category: "fzrezki" },
  { id: 6, file: "zrezek-gobova-omaka", title: "home.dishes.zrezekGobova", category: "fzrezki" },
  { id: 7, file: "zrezek-smetanova-omaka", title: "home.dishes.zrezekSmetanova", category: "fzrezki" },
  { id: 8, file: "ocvrt-sir", title: "home.dishes.ocvrtSir", category: "bdomaceJedi" },
  { id: 9, file: "chimichanga", title: "home.dishes.chimichanga", category: "dmehiskeJedi" },
  { id: 10, file: "enchilada", title: "home.dishes.enchilada", category: "dmehiskeJedi" },
  { id: 43, file: "nachos", title: "home.dishes.nachos", category: "dmehiskeJedi" },
  { id: 11, file: "hisni-burger", title: "home.dishes.hisniBurger", category: "aburgerji" },
  { id: 72, file: "sopska-solata", title: "home.dishes.sopskaSolata", category: "gsolate" },
  { id: 84, file: "palacinke", title: "home.dishes.palacinke", category: "hpalačinke" },
] as const satisfies readonly DishPicture[];

export type PictureId = (typeof PICTURES)[number]["id"];

/** The featured dishes in the site's order: the cevapi carousel's, and the first is the home page's hero and the social card. */
export const FEATURED_DISHES: readonly PictureId[] = [1, 4, 2, 3, 5, 6, 7, 8, 9, 10, 11];

export function pictureById(id: PictureId): DishPicture {
  const picture = PICTURES.find((p) => p.id === id);
  if (!picture) throw new Error(`No picture for menu item ${id}`);
  return picture;
}

/** Every picture is cut to 3:2; food slides use up to 1200×800, the carousel up to 600×400 (docs/pages.md#sliders). */
export const IMAGE_WIDTHS = [400, 600, 800, 1200] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
export const SLIDE_WIDTHS: readonly ImageWidth[] = [600, 800, 1200];
export const CAROUSEL_WIDTHS: readonly ImageWidth[] = [400, 600];

export const IMAGE_FORMATS = ["avif", "webp", "jpg"] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export function imageHeight(width: number): number {
  return Math.round((width * 2) / 3);
}

/** The content version of a built picture or icon, from the image manifest the image build keeps. */
export function imageVersion(file: string): string {
  const version = (MANIFEST as Record<string, string>)[file];
  if (!version) throw new Error(`No picture "${file}" in shared/image-manifest.json: run npx tsx scripts/build/images.ts`);
  return version;
}

/**
 * Built pictures and icons are named with their content version, /img/<file>-<width>.<version>.<ext>,
 * so they never change and are cached for a year (by browsers and by the service worker).
 */
export const VERSIONED_IMAGE = /^\/img\/[a-z0-9-]+-\d+\.[0-9a-f]{10}\.(?:avif|webp|jpg|png)$/;

/** The built file's public path; the version is the content hash from the image manifest. */
export function imagePath(file: string, width: number, version: string, format: ImageFormat): string {
  return `/img/${file}-${width}.${version}.${format}`;
}

/** The social card (1200×630) keeps a stable name: crawlers cache it by URL. */
export const OG_IMAGE_SOURCE = "cevapi";
