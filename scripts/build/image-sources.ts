import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, extname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { Sharp } from "sharp";
import { OG_IMAGE } from "../../shared/site/page-head";
import { IMAGE_WIDTHS, type ImageFormat } from "../../shared/pictures";

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
/** The owner's photos (or the drawn stand-ins): client/images/<file>.<jpg|png|webp|…>. */
export const SOURCES_DIR = join(ROOT, "client/images");
export const MANIFEST_PATH = join(ROOT, "shared/image-manifest.json");
const SOURCE_EXTENSIONS = new Set([".jpg", ".jpeg", ".png", ".webp", ".avif", ".tif", ".tiff"]);

export const ENCODERS: Record<ImageFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  webp: (image) => image.webp({ quality: 72, effort: 4 }),
  jpg: (image) => image.jpeg({ quality: 76, mozjpeg: true, progressive: true }),
};
/** Part of every version: changing a size or an encoder setting (keep in step with ENCODERS) renames every file. */
const RECIPE = JSON.stringify({ v: 1, widths: IMAGE_WIDTHS, avif: [50, 2], webp: [72, 4], jpg: [76, "mozjpeg"], og: OG_IMAGE });

export interface Source {
  file: string;
  path: string;
  /** Hash of the recipe and the photo's bytes: new photo, new file names. */
  version: string;
}

/** file name (without extension) → version: what shared/image-manifest.json must hold. */
export type Manifest = Record<string, string>;

export function listSources(): Source[] {
  if (!existsSync(SOURCES_DIR)) return [];
  const byFile = new Map<string, Source>();
  for (const name of readdirSync(SOURCES_DIR).sort()) {
    const extension = extname(name).toLowerCase();
    if (!SOURCE_EXTENSIONS.has(extension)) continue;
    const file = name.slice(0, -extension.length);
    if (!/^[a-z0-9-]+$/.test(file)) throw new Error(`client/images/${name}: use lowercase letters, digits and "-" in photo names`);
    const other = byFile.get(file);
    if (other) throw new Error(`client/images has two photos for "${file}": ${other.path} and ${name}; keep one`);
    const path = join(SOURCES_DIR, name);
    const version = createHash("sha256").update(RECIPE).update(readFileSync(path)).digest("hex").slice(0, 10);
    byFile.set(file, { file, path, version });
  }
  return [...byFile.values()];
}

/** A file the image build makes: its name in dist/client/img and how to write it. */
export interface Output {
  name: string;
  encode: (target: string) => Promise<unknown>;
}

export function manifestFor(sources: readonly Source[]): Manifest {
  return Object.fromEntries(sources.map((source) => [source.file, source.version]));
}
