/**
 * The site's pictures (sizes in docs/pages.md#sliders).
 *
 *   npx tsx scripts/build/images.ts                  encode every source photo in client/images/
 *                                                    and update shared/image-manifest.json
 *   npx tsx scripts/build/images.ts --build          the build step, after `vite build`: the same,
 *                                                    but a manifest that had to change is an error,
 *                                                    because the bundle was built with the old one
 *   npx tsx scripts/build/images.ts --placeholders   draw the wordless stand-in photos that are
 *                                                    missing (--force redraws them all)
 *
 * Each source becomes AVIF, WebP and JPEG at every width of IMAGE_WIDTHS, cut to 3:2, named
 * <file>-<width>.<version>.<ext> where the version hashes the source and the recipe; so
 * the files can be cached for a year. The app icons (app-icons.ts) are drawn from the favicon
 * the same way. Encoded files are kept in node_modules/.cache, so a
 * rebuild only encodes what changed, then copied to dist/client/img/ (vite empties dist/client).
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, extname, join } from "node:path";
import sharp from "sharp";
import { OG_IMAGE } from "../../shared/site/page-head";
import { IMAGE_FORMATS, IMAGE_WIDTHS, OG_IMAGE_SOURCE, PICTURES, imageHeight, imagePath } from "../../shared/pictures";
import { appIconOutputs, appIconSource } from "./app-icons";
import {
  ENCODERS,
  MANIFEST_PATH,
  ROOT,
  SOURCES_DIR,
  listSources,
  manifestFor,
  type Manifest,
  type Output,
  type Source,
} from "./image-sources";
import { ENCODED_IMAGES_DIR } from "./encoded-images";
import { placeholderSvg } from "./placeholder-art";

const OUTPUT = join(ROOT, "dist/client/img");

function readManifest(): Manifest {
  return existsSync(MANIFEST_PATH) ? (JSON.parse(readFileSync(MANIFEST_PATH, "utf8")) as Manifest) : {};
}

function outputsOf(source: Source): Output[] {
  const outputs: Output[] = IMAGE_WIDTHS.flatMap((width) =>
    IMAGE_FORMATS.map((format) => {
      const name = imagePath(source.file, width, source.version, format).replace(/^\/img\//, "");
      const encode = (target: string) =>
        ENCODERS[format](
          sharp(source.path).rotate().resize(width, imageHeight(width), { fit: "cover", position: sharp.strategy.attention }),
        ).toFile(target);
      return { name, encode };
    }),
  );
  if (source.file === OG_IMAGE_SOURCE) {
    const name = `og-${source.file}.${source.version}.jpg`;
    const encode = (target: string) =>
      ENCODERS.jpg(
        sharp(source.path).rotate().resize(OG_IMAGE.width, OG_IMAGE.height, { fit: "cover", position: sharp.strategy.attention }),
      ).toFile(target);
    outputs.push({ name, encode });
  }
  return outputs;
}

/** The cache file of the social card is versioned; its public name is stable (OG_IMAGE.path). */
function publicName(cacheName: string): string {
  return cacheName.startsWith("og-") ? OG_IMAGE.path.replace(/^\/img\//, "") : cacheName;
}

async function drawPlaceholders(force: boolean): Promise<void> {
  mkdirSync(SOURCES_DIR, { recursive: true });
  for (const picture of PICTURES) {
    const existing = readdirSync(SOURCES_DIR).find((name) => name.slice(0, -extname(name).length) === picture.file);
    if (existing && !force) continue;
    if (existing) rmSync(join(SOURCES_DIR, existing));
    await sharp(Buffer.from(placeholderSvg(picture.file)))
      .jpeg({ quality: 80, mozjpeg: true })
      .toFile(join(SOURCES_DIR, `${picture.file}.jpg`));
    console.log(
      `drew client/images/${picture.file}.jpg (${(statSync(join(SOURCES_DIR, `${picture.file}.jpg`)).size / 1024).toFixed(0)} KB)`,
    );
  }
}

async function build(strict: boolean): Promise<void> {
  const sources = listSources();
  const missing = PICTURES.filter((picture) => !sources.some((source) => source.file === picture.file));
  if (missing.length > 0) {
    throw new Error(`client/images lacks photos for: ${missing.map((p) => p.file).join(", ")} (run with --placeholders to draw stand-ins)`);
  }

  const icon = appIconSource();
  const manifest = manifestFor([...sources, icon]);
  const manifestChanged = JSON.stringify(manifest) !== JSON.stringify(readManifest());
  if (manifestChanged) writeFileSync(MANIFEST_PATH, `${JSON.stringify(manifest, null, 2)}\n`);

  mkdirSync(ENCODED_IMAGES_DIR, { recursive: true });
  const outputs = [...sources.flatMap(outputsOf), ...appIconOutputs(icon)];
  const wanted = new Set(outputs.map((output) => output.name));
  let encoded = 0;
  for (const output of outputs) {
    const target = join(ENCODED_IMAGES_DIR, output.name);
    if (existsSync(target)) continue;
    // Written under a temporary name first: an interrupted build never leaves a truncated file behind.
    await output.encode(`${target}.part`);
    renameSync(`${target}.part`, target);
    encoded++;
  }
  for (const name of readdirSync(ENCODED_IMAGES_DIR)) if (!wanted.has(name)) rmSync(join(ENCODED_IMAGES_DIR, name));

  let bytes = 0;
  if (existsSync(dirname(OUTPUT))) {
    rmSync(OUTPUT, { recursive: true, force: true });
    mkdirSync(OUTPUT, { recursive: true });
    for (const name of wanted) {
      copyFileSync(join(ENCODED_IMAGES_DIR, name), join(OUTPUT, publicName(name)));
      bytes += statSync(join(OUTPUT, publicName(name))).size;
    }
  }
  console.log(
    `images: ${sources.length} photos and the app icons, ${wanted.size} files (${encoded} newly encoded)` +
      (bytes ? `, ${(bytes / 1024).toFixed(0)} KB in dist/client/img` : ", no dist/client yet (run vite build first)"),
  );

  if (manifestChanged) {
    const message = "shared/image-manifest.json was updated for new or replaced photos or icons: commit it";
    if (strict) throw new Error(`${message}, then build again (this bundle was built with the old manifest)`);
    console.log(message);
  }
}

const args = process.argv.slice(2);
const run = args.includes("--placeholders") ? drawPlaceholders(args.includes("--force")) : build(args.includes("--build"));
run.catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
