import type { Lang } from "../i18n/lang";
import { langPrefix } from "./site-pages";
import { imageVersion } from "../pictures";

/** The browser's UI colour around the site (theme-color) and the splash screen's background (the page's paper). */
export const THEME_COLOUR = "#5a200b";
export const BACKGROUND_COLOUR = "#fffaf3";
/**
 * The tile of the favicon: it fills the maskable icon's safe-zone padding and the opaque Apple
 * icon (drawn by scripts/build/app-icons.ts).
 * @public
 */
export const ICON_TILE_COLOUR = "#7a2e12";

/** The key of the app icons in shared/image-manifest.json: all are drawn from one source, client/public/favicon.svg. */
export const APP_ICON_SOURCE = "app-icon";

export interface AppIcon {
  name: string;
  size: number;
  purpose: "any" | "maskable";
}

/** The web app manifest's icons (Chromium installs with 192 and 512 px; Android masks the maskable one into its shape). */
export const APP_ICONS: readonly AppIcon[] = [
  { name: "app-icon", size: 192, purpose: "any" },
  { name: "app-icon", size: 512, purpose: "any" },
  { name: "app-icon-maskable", size: 512, purpose: "maskable" },
];

/** iOS takes its home-screen icon from <link rel="apple-touch-icon">: opaque, the system rounds the corners. */
export const APPLE_TOUCH_ICON: AppIcon = { name: "app-icon-apple", size: 180, purpose: "any" };

export function appIconPath(icon: AppIcon, version = imageVersion(APP_ICON_SOURCE)): string {
  return `/img/${icon.name}-${icon.size}.${version}.png`;
}

/** Each language is its own app: the Slovenian one starts at /, the English one at /en, the German at /de … */
export function webAppManifestPath(lang: Lang): string {
  return `${langPrefix(lang)}/manifest.webmanifest`;
}
