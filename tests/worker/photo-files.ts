import { env } from "cloudflare:workers";
import { concat } from "../support/bytes";

/** Test photos made inside workerd, where sharp is not: PNGs written here, JPEGs by the local image binding. */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const typed = concat(new TextEncoder().encode(type), data);
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(typed, 4);
  view.setUint32(8 + data.length, crc32(typed));
  return out;
}

/**
 * An RGB picture with what makes a photo hard to compress: smooth light, shapes and sensor-like
 * noise (a flat colour or pure noise would give unrealistic sizes). The left half is warmer.
 */
async function texturedPng(width: number, height: number): Promise<Uint8Array<ArrayBuffer>> {
  const row = 1 + width * 3;
  const raw = new Uint8Array(row * height);
  let seed = 0x2545f491;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      const noise = (seed & 31) - 16;
      const light = 110 + 60 * Math.sin(x / 97) * Math.cos(y / 131) + 40 * Math.sin((x + y) / 23);
      const at = y * row + 1 + x * 3;
      raw[at] = light + noise + (x < width / 2 ? 50 : 0);
      raw[at + 1] = light * 0.7 + noise;
      raw[at + 2] = light * 0.4 + noise;
    }
  }
  const idat = new Uint8Array(await new Response(new Blob([raw]).stream().pipeThrough(new CompressionStream("deflate"))).arrayBuffer());
  const ihdr = new Uint8Array(13);
  const view = new DataView(ihdr.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const signature = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return concat(signature, chunk("IHDR", ihdr), chunk("IDAT", idat), chunk("IEND", new Uint8Array(0)));
}

export async function texturedJpeg(width: number, height: number): Promise<Uint8Array<ArrayBuffer>> {
  const png = await texturedPng(width, height);
  const result = await env.IMAGES.input(new Blob([png]).stream()).output({ format: "image/jpeg", quality: 90 });
  return new Uint8Array(await result.response().arrayBuffer());
}

function app1(payload: Uint8Array): Uint8Array {
  return concat(new Uint8Array([0xff, 0xe1, (payload.length + 2) >> 8, (payload.length + 2) & 0xff]), payload);
}

/**
 * A phone's metadata put after the JPEG's SOI: EXIF with this orientation and a GPS position
 * (IFD0 points to a GPS IFD holding latitude "N" and 46°), then XMP naming the position too.
 */
export function withPhoneMetadata(jpeg: Uint8Array, orientation: number): Uint8Array<ArrayBuffer> {
  const tiff = new Uint8Array(60);
  const view = new DataView(tiff.buffer);
  tiff.set([0x49, 0x49, 42, 0]); // little-endian TIFF
  view.setUint32(4, 8, true);
  view.setUint16(8, 2, true); // IFD0: orientation, GPS IFD pointer
  view.setUint16(10, 0x0112, true);
  view.setUint16(12, 3, true);
  view.setUint32(14, 1, true);
  view.setUint16(18, orientation, true);
  view.setUint16(22, 0x8825, true);
  view.setUint16(24, 4, true);
  view.setUint32(26, 1, true);
  view.setUint32(30, 38, true);
  view.setUint32(34, 0, true); // no IFD1
  view.setUint16(38, 1, true); // GPS IFD: GPSLatitudeRef "N"
  view.setUint16(40, 0x0001, true);
  view.setUint16(42, 2, true);
  view.setUint32(44, 2, true);
  tiff.set([0x4e, 0], 48);
  const exif = concat(new TextEncoder().encode("Exif\0\0"), tiff);
  const xmp = new TextEncoder().encode(
    'http://ns.adobe.com/xap/1.0/\0<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
      '<rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="46,3.05N" exif:GPSLongitude="14,30.6E"/></rdf:RDF></x:xmpmeta>',
  );
  return concat(jpeg.subarray(0, 2), app1(exif), app1(xmp), jpeg.subarray(2));
}

/** Metadata a variant must not carry: EXIF's header, the GPS position (as XMP names it) and XMP itself. */
export function metadataIn(bytes: Uint8Array): string[] {
  const text = new TextDecoder("latin1").decode(bytes);
  return ["Exif\0\0", "GPSLatitude", "<x:xmpmeta", "http://ns.adobe.com/xap"].filter((marker) => text.includes(marker));
}

function paeth(left: number, up: number, upLeft: number): number {
  const p = left + up - upLeft;
  const [a, b, c] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
  return a <= b && a <= c ? left : b <= c ? up : upLeft;
}

/** The mean red of each row of a tiny 8-bit RGB or RGBA PNG, after undoing its row filters. */
export async function redOfRows(png: Uint8Array): Promise<number[]> {
  const view = new DataView(png.buffer, png.byteOffset);
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  const channels = png[25] === 6 ? 4 : 3;
  const parts: Uint8Array[] = [];
  for (let at = 8; at < png.length; at += 12 + view.getUint32(at)) {
    if (new TextDecoder().decode(png.subarray(at + 4, at + 8)) === "IDAT") parts.push(png.subarray(at + 8, at + 8 + view.getUint32(at)));
  }
  const data = new Uint8Array(
    await new Response(new Blob([concat(...parts)]).stream().pipeThrough(new DecompressionStream("deflate"))).arrayBuffer(),
  );
  const stride = width * channels;
  let previous = new Uint8Array(stride);
  const reds: number[] = [];
  for (let y = 0; y < height; y++) {
    const filter = data[y * (stride + 1)];
    const line = data.slice(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let i = 0; i < stride; i++) {
      const left = i >= channels ? line[i - channels]! : 0;
      const up = previous[i]!;
      const upLeft = i >= channels ? previous[i - channels]! : 0;
      const predicted = [0, left, up, (left + up) >> 1, paeth(left, up, upLeft)][filter ?? 0] ?? 0;
      line[i] = (line[i]! + predicted) & 0xff;
    }
    let red = 0;
    for (let x = 0; x < width; x++) red += line[x * channels]!;
    reds.push(red / width);
    previous = line;
  }
  return reds;
}
