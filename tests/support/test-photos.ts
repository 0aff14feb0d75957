import sharp from "sharp";

/**
 * Photos as a phone makes them, for the upload tests: textured (so they compress like a photo,
 * not like a flat colour), with the top half red and the bottom half blue, so that a test can
 * tell which way up a variant is and which part a crop kept.
 */
export async function uprightPhoto(width: number, height: number, seed = 1): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      state = (state * 1103515245 + 12345) & 0x7fffffff;
      const noise = state % 48;
      const top = y < height / 2;
      const at = (y * width + x) * 3;
      pixels[at] = top ? 190 + (noise >> 2) : 30 + noise;
      pixels[at + 1] = 60 + noise + ((x >> 4) % 16);
      pixels[at + 2] = top ? 30 + noise : 180 + (noise >> 2);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 88 })
    .toBuffer();
}

/** GPS coordinates of the restaurant's square, as a phone writes them. */
const GPS = { GPSLatitudeRef: "N", GPSLatitude: "46/1 3/1 5/1", GPSLongitudeRef: "E", GPSLongitude: "14/1 30/1 21/1" };

/**
 * A landscape photo as a phone stores it held upright: its pixels turned a quarter to the left,
 * EXIF orientation 6 ("turn right to view"), the place it was taken in GPS tags, and a wide-gamut
 * (Display P3) colour profile.
 */
export async function phonePhoto(width: number, height: number, seed = 1): Promise<Buffer> {
  return sharp(await uprightPhoto(width, height, seed))
    .rotate(270)
    .withExif({ IFD0: { Make: "Phone", Model: "Camera" }, IFD3: GPS })
    .withIccProfile("p3")
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 88 })
    .toBuffer();
}

/** What a variant still carries: EXIF, XMP, IPTC or an ICC profile, by sharp's reading and by the bytes. */
export async function metadataLeft(bytes: Buffer): Promise<string[]> {
  const meta = await sharp(bytes).metadata();
  const left = [meta.exif && "EXIF", meta.xmp && "XMP", meta.iptc && "IPTC", meta.icc && "ICC"].filter((block): block is string =>
    Boolean(block),
  );
  if (bytes.includes(Buffer.from("Exif\0\0", "latin1"))) left.push("EXIF bytes");
  if (bytes.includes(Buffer.from("xmpmeta", "latin1"))) left.push("XMP bytes");
  return left;
}

/** The mean colour of a horizontal band (0–1 from the top) of a picture. */
export async function bandColour(bytes: Buffer, from: number, to: number): Promise<{ red: number; blue: number }> {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let red = 0;
  let blue = 0;
  let count = 0;
  for (let y = Math.floor(from * info.height); y < Math.floor(to * info.height); y++) {
    for (let x = 0; x < info.width; x += 4) {
      const at = (y * info.width + x) * info.channels;
      red += data[at] ?? 0;
      blue += data[at + 2] ?? 0;
      count++;
    }
  }
  return { red: red / count, blue: blue / count };
}

/**
 * A stand-in for a 12-megapixel phone photo of a plate: soft colour fields (low-resolution
 * noise enlarged smoothly) with a fine grain on top, which compresses about as a real photo
 * does, unlike flat colour (far smaller) or pure noise (far larger).
 */
export async function photoLike(width: number, height: number, seed = 1): Promise<Buffer> {
  const small = { width: Math.ceil(width / 48), height: Math.ceil(height / 48) };
  const fields = Buffer.alloc(small.width * small.height * 3);
  let state = seed;
  for (let at = 0; at < fields.length; at++) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    fields[at] = 40 + (state % 180);
  }
  const soft = await sharp(fields, { raw: { ...small, channels: 3 } })
    .resize(width, height, { kernel: "cubic" })
    .blur(Math.max(width, height) / 160)
    .raw()
    .toBuffer();
  for (let at = 0; at < soft.length; at++) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    soft[at] = Math.max(0, Math.min(255, (soft[at] ?? 0) + (state % 13) - 6));
  }
  return sharp(soft, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/**
 * A HEIF still as an iPhone names it: an AVIF made by sharp with its brands changed to HEIC's,
 * and, with `hevcItem`, its image item marked as HEVC-coded, which the local image binding
 * (sharp without an HEVC decoder) cannot read. The header's size (`ispe`) is the picture's.
 */
export async function heicLike(width: number, height: number, hevcItem: boolean): Promise<Buffer> {
  const file = await sharp(await uprightPhoto(width, height))
    .avif({ effort: 0 })
    .toBuffer();
  const ftypEnd = file.readUInt32BE(0);
  const swap = (from: string, to: string, start: number, end: number) => {
    for (let at = file.indexOf(from, start, "latin1"); at !== -1 && at < end; at = file.indexOf(from, at + 4, "latin1"))
      file.write(to, at, "latin1");
  };
  swap("avif", "heic", 0, ftypEnd);
  if (hevcItem) swap("av01", "hvc1", ftypEnd, Math.min(file.length, 4096));
  return file;
}
