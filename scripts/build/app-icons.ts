import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { APP_ICON_SOURCE, APP_ICONS, APPLE_TOUCH_ICON, appIconPath, ICON_TILE_COLOUR, type AppIcon } from "../../shared/site/web-app";
import { ROOT, type Output, type Source } from "./image-sources";

/** The one drawing every app icon is made from: the favicon. */
const DRAWING = join(ROOT, "client/public/favicon.svg");

/**
 * Share of the maskable icon the drawing fills. Android's masks keep at least the centre
 * circle of 80 % of the width; the bars span 62.5 % of the drawing, so at 75 % their corners
 * stay inside it, and the tile's rounded corners vanish in padding of the same colour.
 */
const MASKABLE_DRAWING = 0.75;

/** Part of the icons' version, as the recipe is of the photos': a change renames every icon. */
const RECIPE = JSON.stringify({ v: 1, icons: [...APP_ICONS, APPLE_TOUCH_ICON], tile: ICON_TILE_COLOUR, maskable: MASKABLE_DRAWING });

export function appIconSource(): Source {
  const version = createHash("sha256").update(RECIPE).update(readFileSync(DRAWING)).digest("hex").slice(0, 10);
  return { file: APP_ICON_SOURCE, path: DRAWING, version };
}

function rasterize(source: Source, size: number) {
  // The drawing is 64 px wide: rendered at the density that makes it `size` pixels, never scaled up from a bitmap.
  return sharp(source.path, { density: (72 * size) / 64 }).resize(size, size);
}

function encoder(source: Source, icon: AppIcon): (target: string) => Promise<unknown> {
  if (icon.purpose === "maskable") {
    return async (target) => {
      const drawing = await rasterize(source, Math.round(icon.size * MASKABLE_DRAWING))
        .png()
        .toBuffer();
      return sharp({ create: { width: icon.size, height: icon.size, channels: 4, background: ICON_TILE_COLOUR } })
        .composite([{ input: drawing, gravity: "centre" }])
        .png()
        .toFile(target);
    };
  }
  if (icon === APPLE_TOUCH_ICON)
    return (target) => rasterize(source, icon.size).flatten({ background: ICON_TILE_COLOUR }).png().toFile(target);
  return (target) => rasterize(source, icon.size).png().toFile(target);
}

/** The manifest's icons and the Apple touch icon, PNG, named with the drawing's version. */
export function appIconOutputs(source: Source): Output[] {
  return [...APP_ICONS, APPLE_TOUCH_ICON].map((icon) => ({
    name: appIconPath(icon, source.version).replace(/^\/img\//, ""),
    encode: encoder(source, icon),
  }));
}
