import { crc32 } from "node:zlib";
import sharp, { type Sharp } from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { MAX_PHOTO_BYTES } from "../../shared/menu/photo";
import { inspectPhoto } from "../../worker/photos/inspect-photo";
import { heicLike } from "../support/test-photos";
import { concat } from "../support/bytes";

/** A textured picture, so that encoders produce realistic sizes and structure. */
function picture(width: number, height: number): Sharp {
  return sharp({ create: { width, height, channels: 3, background: "#b0603a", noise: { type: "gaussian", mean: 120, sigma: 25 } } });
}

async function bytesOf(image: Sharp): Promise<Uint8Array> {
  return new Uint8Array(await image.toBuffer());
}

function text(content: string): Uint8Array {
  return new TextEncoder().encode(content);
}

/** The offset of a JPEG segment's marker (FF xx), found by walking the segments. */
function segmentAt(jpeg: Uint8Array, marker: number): number {
  const view = new DataView(jpeg.buffer, jpeg.byteOffset);
  for (let at = 2; at < jpeg.length; at += 2 + view.getUint16(at + 2)) {
    if (jpeg[at + 1] === marker) return at;
  }
  throw new Error(`no FF ${marker.toString(16)} segment`);
}

/** A copy of a PNG whose IHDR claims another size, with its CRC made right again. */
function pngClaiming(png: Uint8Array, width: number, height: number): Uint8Array {
  const copy = png.slice();
  const view = new DataView(copy.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  view.setUint32(29, crc32(copy.subarray(12, 29)));
  return copy;
}

function jpegClaiming(jpeg: Uint8Array, width: number, height: number): Uint8Array {
  const copy = jpeg.slice();
  const view = new DataView(copy.buffer);
  const sof = segmentAt(copy, 0xc0);
  view.setUint16(sof + 5, height);
  view.setUint16(sof + 7, width);
  return copy;
}

/** An ftyp box with these brands (major first) and an empty mdat: how an ISO-BMFF file begins. */
function isoBmff(...brands: string[]): Uint8Array {
  const [major = "", ...compatible] = brands;
  const ftyp = text(`....ftyp${major}\0\0\0\0${compatible.join("")}`);
  new DataView(ftyp.buffer).setUint32(0, ftyp.length);
  return concat(ftyp, new Uint8Array([0, 0, 0, 8]), text("mdat"));
}

const gps = { IFD3: { GPSLatitudeRef: "N", GPSLatitude: "46/1 3/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "14/1 30/1 0/1" } };

describe("inspectPhoto", () => {
  let jpeg: Uint8Array;
  beforeAll(async () => {
    jpeg = await bytesOf(picture(1600, 1200).jpeg());
  });

  it("reads a phone's JPEG: stored size, EXIF orientation 6 beside GPS", async () => {
    const phone = await bytesOf(picture(1600, 1200).jpeg().withExif(gps).withMetadata({ orientation: 6 }));
    expect(inspectPhoto(phone)).toEqual({ ok: true, format: "jpeg", width: 1600, height: 1200, orientation: 6 });
  });

  it("reads the EXIF of a big-endian (Motorola order) file too", () => {
    // "Exif\0\0", then a TIFF header in Motorola order and IFD0 with one entry: orientation 8.
    const tiff = [0x4d, 0x4d, 0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 8, 0, 0, 0, 0, 0, 0];
    const payload = [...text("Exif\0\0"), ...tiff];
    const app1 = new Uint8Array([0xff, 0xe1, 0, payload.length + 2, ...payload]);
    const marked = concat(jpeg.subarray(0, 2), app1, jpeg.subarray(2));
    expect(inspectPhoto(marked)).toEqual({ ok: true, format: "jpeg", width: 1600, height: 1200, orientation: 8 });
  });

  it("takes an upright size after turning: 800×1200 stored with orientation 6 is 1200×800", async () => {
    const portrait = await bytesOf(picture(800, 1200).jpeg().withMetadata({ orientation: 6 }));
    expect(inspectPhoto(portrait)).toEqual({ ok: true, format: "jpeg", width: 800, height: 1200, orientation: 6 });
    const unturned = await bytesOf(picture(800, 1200).jpeg());
    expect(inspectPhoto(unturned)).toEqual({ ok: false, reason: "tooSmall" });
  });

  it.each([
    ["PNG", () => picture(1300, 900).png(), "png"],
    ["lossy WebP (VP8)", () => picture(1300, 900).webp(), "webp"],
    ["lossless WebP (VP8L)", () => picture(1300, 900).webp({ lossless: true, effort: 0 }), "webp"],
    ["extended WebP (VP8X, with EXIF)", () => picture(1300, 900).webp().withMetadata({ orientation: 1 }), "webp"],
    ["AVIF", () => picture(1300, 900).avif({ effort: 0 }), "avif"],
  ] as const)("reads the size of a %s", async (_kind, make, format) => {
    expect(inspectPhoto(await bytesOf(make()))).toEqual({ ok: true, format, width: 1300, height: 900, orientation: 1 });
  });

  it("refuses a file over MAX_PHOTO_BYTES before reading it", () => {
    const huge = new Uint8Array(MAX_PHOTO_BYTES + 1);
    huge.set(jpeg);
    expect(inspectPhoto(huge)).toEqual({ ok: false, reason: "tooLarge" });
  });

  it("takes an iPhone's HEIC by its header's size, for the image service to try", async () => {
    expect(inspectPhoto(await heicLike(1300, 900, true))).toEqual({ ok: true, format: "heic", width: 1300, height: 900, orientation: 1 });
  });

  it.each([
    ["an iPhone HEIC's start alone", ["heic", "mif1", "heic"]],
    ["a HEIF with only mif1, cut short", ["mif1", "heix"]],
  ])("refuses %s as damaged: it has no size to read", (_kind, brands) => {
    expect(inspectPhoto(isoBmff(...brands))).toEqual({ ok: false, reason: "damaged" });
  });

  it.each([
    ["an SVG", text('<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="1500"><rect width="10" height="10"/></svg>')],
    ["an HTML page named .jpg", text("<!doctype html><title>x</title><img src=x onerror=alert(1)>")],
    ["plain text", text("Čevapčiči, 10 kosov\n")],
    ["an MP4 video", isoBmff("isom", "mp41")],
    ["an empty file", new Uint8Array(0)],
    ["a JPEG's first two bytes only", new Uint8Array([0xff, 0xd8])],
  ])("refuses %s as not a photo", (_kind, bytes) => {
    expect(inspectPhoto(bytes)).toEqual({ ok: false, reason: "notAPhoto" });
  });

  it("refuses a JPEG cut in half, and one whose segments do not reach a frame", () => {
    expect(inspectPhoto(jpeg.subarray(0, jpeg.length / 2))).toEqual({ ok: false, reason: "damaged" });
    expect(inspectPhoto(jpeg.subarray(0, 40))).toEqual({ ok: false, reason: "damaged" });
    const noFrame = jpeg.slice();
    noFrame[segmentAt(noFrame, 0xc0) + 1] = 0xe5; // the frame becomes an application segment
    expect(inspectPhoto(noFrame)).toEqual({ ok: false, reason: "damaged" });
  });

  it("refuses a PNG without IEND, and cut-short WebP and AVIF files", async () => {
    const png = await bytesOf(picture(1300, 900).png());
    expect(inspectPhoto(png.subarray(0, png.length - 12))).toEqual({ ok: false, reason: "damaged" });
    const webp = await bytesOf(picture(1300, 900).webp());
    expect(inspectPhoto(webp.subarray(0, webp.length - 100))).toEqual({ ok: false, reason: "damaged" });
    const avif = await bytesOf(picture(1300, 900).avif({ effort: 0 }));
    expect(inspectPhoto(avif.subarray(0, avif.length - 100))).toEqual({ ok: false, reason: "damaged" });
  });

  it("refuses a header that claims 30000×30000 (a decompression bomb) without decoding it", async () => {
    const png = await bytesOf(picture(1300, 900).png());
    expect(inspectPhoto(pngClaiming(png, 30_000, 30_000))).toEqual({ ok: false, reason: "tooManyPixels" });
    expect(inspectPhoto(jpegClaiming(jpeg, 30_000, 30_000))).toEqual({ ok: false, reason: "tooManyPixels" });
    expect(inspectPhoto(jpegClaiming(jpeg, 20_000, 1_000))).toEqual({ ok: false, reason: "tooManyPixels" });
    expect(inspectPhoto(jpegClaiming(jpeg, 9_000, 6_000))).toEqual({ ok: false, reason: "tooManyPixels" });
  });

  it("refuses a photo smaller than 1200×800 upright", async () => {
    expect(inspectPhoto(await bytesOf(picture(1000, 700).jpeg()))).toEqual({ ok: false, reason: "tooSmall" });
    expect(inspectPhoto(await bytesOf(picture(1200, 799).png()))).toEqual({ ok: false, reason: "tooSmall" });
  });

  it("reads a 12 MB JPEG whole, and finds it damaged when its last bytes are missing", async () => {
    const big = await bytesOf(picture(4000, 3000).jpeg({ quality: 90, chromaSubsampling: "4:4:4" }));
    expect(big.length).toBeGreaterThan(12_000_000);
    expect(inspectPhoto(big)).toEqual({ ok: true, format: "jpeg", width: 4000, height: 3000, orientation: 1 });
    expect(inspectPhoto(big.subarray(0, big.length - 1000))).toEqual({ ok: false, reason: "damaged" });
    // Encoding 12 MB with sharp takes seconds on a busy 2-core machine; the inspection itself is quick.
  }, 30_000);
});
