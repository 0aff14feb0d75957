import { WCAG_TAGS, axeOn } from "./axe";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { crc32 } from "node:zlib";
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { bandColour, heicLike, metadataLeft, phonePhoto, uprightPhoto } from "../support/test-photos";
import { siteOnEmulator } from "./site-on-emulator";

const site = siteOnEmulator({ project: "photos-e2e", env: { EDITOR_LOCAL_IDENTITY: "lastnik@localhost" } });

const ITEM = "/urejanje/meni/cjediNaZaru/1";
const WIDTHS = [400, 800, 1200] as const;
const FORMATS = [
  ["avif", "image/avif"],
  ["webp", "image/webp"],
  ["jpg", "image/jpeg"],
] as const;

/** The objects local R2 holds: their blobs' files under the site's state folder. */
function storedBlobs(): string[] {
  const walk = (folder: string): string[] =>
    readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(folder, entry.name)) : folder.endsWith("blobs") ? [join(folder, entry.name)] : [],
    );
  try {
    return walk(join(site.persistTo, "v3", "r2"));
  } catch {
    return []; // nothing stored yet
  }
}

const storedObjects = (): number => storedBlobs().length;

/** The key of the photo the item's page shows, from its picture's address. */
async function shownKey(page: Page): Promise<string> {
  const src = (await page.locator(".photo__current img").getAttribute("src")) ?? "";
  const key = /^\/foto\/(\d+-[0-9a-f]{10})-400\.jpg$/.exec(src)?.[1];
  if (!key) throw new Error(`no photo on the item's page: ${src}`);
  return key;
}

/**
 * How long the owner waits for an upload's answer: nine variants made by the image service,
 * seconds on a busy 2-core machine running two sites and browsers at once.
 */
const UPLOAD_ANSWER = { timeout: 30_000 };

const version = (page: Page) => page.locator('.photo-form input[name="updateTime"]').inputValue();

async function upload(page: Page, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  await page.getByLabel("Fotografirajte ali izberite sliko").setInputFiles(file);
  await page.getByRole("button", { name: "Shrani fotografijo" }).click();
}

/** A small PNG whose header claims 30,000 × 30,000 px: a decompression bomb's shape. */
async function bombPng(): Promise<Buffer> {
  const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: "#c33" } })
    .png()
    .toBuffer();
  const header = png.subarray(12, 29); // "IHDR" and its 13 bytes
  header.writeUInt32BE(30_000, 4);
  header.writeUInt32BE(30_000, 8);
  png.writeUInt32BE(crc32(header), 29);
  return png;
}

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("a phone photo stored turned, with GPS and a P3 profile, is uploaded: every variant is upright sRGB without metadata", async ({
    page,
    request,
  }) => {
    const photo = await phonePhoto(1800, 1200);
    expect((await sharp(photo).metadata()).orientation).toBe(6);
    expect(await metadataLeft(photo)).toEqual(expect.arrayContaining(["EXIF", "ICC"]));

    await page.goto(`${site.url}${ITEM}`);
    await expect(page.locator("#foto")).toContainText("Jed še nima fotografije");
    await page.getByLabel("Opis slike (slovensko)").fill("Čevapi z lepinjo in čebulo");
    await page.getByLabel("Opis slike v angleščini").fill("Cevapi with flatbread and onion");
    await upload(page, { name: "IMG_0001.jpg", mimeType: "image/jpeg", buffer: photo });
    await expect(page).toHaveURL(/\/urejanje\/meni\/cjediNaZaru\/1\?sporocilo=saved#foto$/, UPLOAD_ANSWER);
    await expect(page.getByRole("status")).toContainText("Shranjeno", UPLOAD_ANSWER);
    const key = await shownKey(page);
    await page.goto(`${site.url}/urejanje/meni`);
    await expect(page.locator(".menu-row", { hasText: "Čevapi v domači lepinji (10 kos)" })).toContainText("s fotografijo");

    for (const width of WIDTHS) {
      for (const [extension, type] of FORMATS) {
        const response = await request.get(`${site.url}/foto/${key}-${width}.${extension}`);
        expect(response.status()).toBe(200);
        expect(response.headers()["content-type"]).toBe(type);
        expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
        expect(response.headers()["x-content-type-options"]).toBe("nosniff");
        // The 1200 px JPEG is the social card's picture, which chat apps load from their own pages.
        const social = width === 1200 && extension === "jpg";
        expect(response.headers()["cross-origin-resource-policy"]).toBe(social ? "cross-origin" : "same-origin");
        const bytes = await response.body();
        const meta = await sharp(bytes).metadata();
        // sRGB, the web's colour space, with no profile left to name another.
        expect({ format: meta.format, space: meta.space, width: meta.width, height: meta.height }).toEqual({
          format: extension === "jpg" ? "jpeg" : extension === "avif" ? "heif" : "webp",
          space: "srgb",
          width,
          height: Math.round((width * 2) / 3),
        });
        expect(await metadataLeft(bytes), `${width}.${extension}`).toEqual([]);
        // Upright: the sky (red) on top, the table (blue) below.
        const [top, bottom] = await Promise.all([bandColour(bytes, 0, 0.3), bandColour(bytes, 0.7, 1)]);
        expect(top.red).toBeGreaterThan(top.blue);
        expect(bottom.blue).toBeGreaterThan(bottom.red);
      }
    }

    // What R2 keeps, read byte by byte: the variants and the upright picture they were made
    // from, none of them the phone's file, and none with its EXIF (GPS), XMP or profile.
    const blobs = storedBlobs();
    expect(blobs).toHaveLength(10);
    for (const blob of blobs) {
      const bytes = readFileSync(blob);
      expect(bytes.equals(photo), blob).toBe(false);
      expect(await metadataLeft(bytes), blob).toEqual([]);
    }
  });

  test("the menu, the carousel and og:image show the photo on the next request, in both languages", async ({ page }) => {
    await page.goto(`${site.url}${ITEM}`);
    const key = await shownKey(page);
    const offered = (format: string) => WIDTHS.map((width) => `/foto/${key}-${width}.${format} ${width}w`).join(", ");

    for (const [path, alt] of [
      ["/ponudba", "Čevapi z lepinjo in čebulo"],
      ["/en/ponudba", "Cevapi with flatbread and onion"],
    ] as const) {
      await page.goto(`${site.url}${path}`);
      const picture = page.locator("#cjediNaZaru picture", { has: page.locator(`img[src*="/foto/${key}-"]`) });
      await expect(picture).toHaveCount(1);
      await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute("srcset", offered("avif"));
      await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute("srcset", offered("webp"));
      const image = picture.locator("img");
      await expect(image).toHaveAttribute("srcset", offered("jpg"));
      await expect(image).toHaveAttribute("alt", alt);
      await expect(image).toHaveAttribute("loading", "lazy");
      expect(Number(await image.getAttribute("width")) * 2).toBe(Number(await image.getAttribute("height")) * 3);
    }

    await page.goto(`${site.url}/`);
    await expect(page.locator(`.offer img[src*="/foto/${key}-"]`).first()).toHaveAttribute("alt", "Čevapi z lepinjo in čebulo");
    // Real photos only: no drawn placeholder beside them.
    await expect(page.locator('img[src^="/img/"][src*="-600."], .offer img[src^="/img/"]')).toHaveCount(0);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", new RegExp(`/foto/${key}-1200\\.jpg$`));
  });

  test("each bad upload is refused with its reason, and neither R2 nor the item changes", async ({ page }) => {
    await page.goto(`${site.url}${ITEM}`);
    const objects = storedObjects();
    const before = await version(page);
    expect(objects).toBeGreaterThan(0);
    const small = await uprightPhoto(1000, 700);
    const whole = await uprightPhoto(1500, 1000);
    const cases = [
      [
        "an SVG",
        { name: "jed.svg", mimeType: "image/svg+xml", buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') },
        "ni fotografija",
      ],
      ["HTML named .jpg", { name: "jed.jpg", mimeType: "image/jpeg", buffer: Buffer.from("<!doctype html><p>hi</p>") }, "ni fotografija"],
      ["text named .jpg", { name: "jed.jpg", mimeType: "image/jpeg", buffer: Buffer.from("just some words") }, "ni fotografija"],
      ["a truncated JPEG", { name: "jed.jpg", mimeType: "image/jpeg", buffer: whole.subarray(0, whole.length >> 1) }, "poškodovana"],
      ["a bomb", { name: "jed.png", mimeType: "image/png", buffer: await bombPng() }, "preveč pik"],
      ["a small photo", { name: "jed.jpg", mimeType: "image/jpeg", buffer: small }, "vsaj 1200 × 800"],
      // The local image service cannot read HEVC, as the real one may not: the owner is told how to send JPEG.
      ["an iPhone HEIC", { name: "IMG_0003.HEIC", mimeType: "image/heic", buffer: await heicLike(1500, 1000, true) }, "Najbolj združljivo"],
      ["over 15 MB", { name: "jed.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(15 * 1024 * 1024 + 1, 0xff) }, "večja od 15 MB"],
    ] as const;
    for (const [what, file, message] of cases) {
      await page.getByLabel("Opis slike (slovensko)").fill(`Opis za ${what}`);
      await upload(page, file);
      await expect(page.locator("#f-photo-error"), what).toContainText(message, UPLOAD_ANSWER);
      await expect(page.getByLabel("Fotografirajte ali izberite sliko"), what).toHaveAttribute("aria-invalid", "true");
      // The typed description is kept for the next try.
      await expect(page.getByLabel("Opis slike (slovensko)"), what).toHaveValue(`Opis za ${what}`);
      expect(await version(page), what).toBe(before);
      expect(storedObjects(), what).toBe(objects);
    }
    // A HEIC the image service can read is taken like any photo.
    await upload(page, { name: "IMG_0004.HEIC", mimeType: "image/heic", buffer: await heicLike(1500, 1000, false) });
    await expect(page.getByRole("status")).toContainText("Shranjeno", UPLOAD_ANSWER);
    expect(storedObjects()).toBe(objects + 10);
    await upload(page, { name: "jed.svg", mimeType: "image/svg+xml", buffer: Buffer.from("<svg/>") }); // refused: the answer's address again

    // The answer opens at the photo's form; that address, opened again, is the item's page.
    await expect(page).toHaveURL(new RegExp(`${ITEM}/foto#foto$`));
    await page.goto(`${site.url}${ITEM}/foto`);
    await expect(page).toHaveURL(new RegExp(`${ITEM}#foto$`));
    await expect(page.getByRole("heading", { name: "Fotografija" })).toBeVisible();
  });

  test("variant addresses: unknown ones and an encoded slash answer 404; a .. never reaches a stored file", async ({ request }) => {
    for (const path of [
      "/foto/1-0123456789-800.avif",
      "/foto/1-0123456789-800.gif",
      "/foto/1-0123456789-700.jpg",
      "/foto/..%2Fsw.js",
      "/foto/1-0123456789%2F-800.jpg",
    ]) {
      const response = await request.get(`${site.url}${path}`, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
    }
    // The address is resolved before it is sent (and again by the worker): what is asked for is /wrangler.toml, not found.
    const dotted = await request.get(`${site.url}/foto/%2e%2e/%2e%2e/wrangler.toml`);
    expect(dotted.status()).toBe(404);
    expect(dotted.headers()["content-type"]).toContain("text/html");
  });
});

test("replace with a crop, undo, then remove: the menu follows each step", async ({ page, request }) => {
  await page.goto(`${site.url}${ITEM}`);
  const first = await shownKey(page);

  // A tall photo: its top half red. A tap near the top keeps the red part in the 3:2 frame.
  await page.getByLabel("Fotografirajte ali izberite sliko").setInputFiles({
    name: "IMG_0002.jpg",
    mimeType: "image/jpeg",
    buffer: await uprightPhoto(1800, 2700, 2),
  });
  const canvas = page.locator(".photo__crop canvas");
  await expect(canvas).toBeVisible();
  const box = await canvas.boundingBox();
  if (!box) throw new Error("the crop has no box");
  await canvas.click({ position: { x: box.width / 2, y: 4 } });
  const axe = await axeOn(page).include("#foto").withTags(WCAG_TAGS).analyze();
  expect(axe.violations.map((violation) => `${violation.id} (${violation.nodes.length})`)).toEqual([]);
  await page.getByRole("button", { name: "Shrani fotografijo" }).click();
  await expect(page.getByRole("status")).toContainText("Shranjeno", UPLOAD_ANSWER);
  const second = await shownKey(page);
  expect(second).not.toBe(first);
  const variant = await (await request.get(`${site.url}/foto/${second}-1200.jpg`)).body();
  expect(await sharp(variant).metadata()).toMatchObject({ width: 1200, height: 800 });
  const kept = await bandColour(variant, 0, 1);
  expect(kept.red).toBeGreaterThan(kept.blue * 2);

  await page.goto(`${site.url}/urejanje`);
  await page
    .locator(".card", { hasText: "Čevapi v domači lepinji (10 kos) (Jedi z žara)" })
    .first()
    .getByRole("button", { name: "Razveljavi zadnjo spremembo" })
    .click();
  await expect(page.getByRole("status")).toContainText("razveljavljena");
  await page.goto(`${site.url}/ponudba`);
  await expect(page.locator(`#cjediNaZaru img[src*="/foto/${first}-"]`)).toHaveCount(1);
  await expect(page.locator(`img[src*="/foto/${second}-"]`)).toHaveCount(0);

  await page.goto(`${site.url}${ITEM}`);
  await page.getByRole("button", { name: "Odstrani fotografijo" }).click();
  await expect(page.getByRole("status")).toContainText("Shranjeno", UPLOAD_ANSWER);
  await expect(page.locator("#foto")).toContainText("Jed še nima fotografije");
  await page.goto(`${site.url}/ponudba`);
  await expect(page.locator('#cjediNaZaru img[src*="/foto/"]')).toHaveCount(0);
});
