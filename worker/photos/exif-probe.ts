import { readPngHeader } from "./png-header";

/** A 16×8 grey JPEG without metadata, made once with sharp; the probe gives it an orientation. */
const PLAIN_JPEG =
  "/9j/2wBDAP//////////////////////////////////////////////////////////////////////////////////////2wBDAf//////////////////////////////////////////////////////////////////////////////////////wAARCAAIABADASIAAhEBAxEB/8QAFAABAAAAAAAAAAAAAAAAAAAAAP/EABQQAQAAAAAAAAAAAAAAAAAAAAD/xAAUAQEAAAAAAAAAAAAAAAAAAAAA/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAwDAQACEQMRAD8AAA//2Q==";

/** APP1 holding "Exif\0\0" and a big-endian TIFF whose IFD0 has one entry: orientation 6. */
const ORIENTATION_6_APP1 = [
  0xff, 0xe1, 0, 34, 0x45, 0x78, 0x69, 0x66, 0, 0, 0x4d, 0x4d, 0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6, 0, 0, 0, 0, 0,
  0,
];

/** The probe: stored 16×8 (landscape), upright 8×16 (portrait). */
export function probeJpeg(): Uint8Array<ArrayBuffer> {
  const plain = Uint8Array.from(atob(PLAIN_JPEG), (char) => char.charCodeAt(0));
  return new Uint8Array([...plain.subarray(0, 2), ...ORIENTATION_6_APP1, ...plain.subarray(2)]);
}

/**
 * Whether the binding turns a JPEG upright by its EXIF orientation. Cloudflare Images does (its
 * documentation says so, metadata dropped or not); the local binding of wrangler dev and the
 * tests (miniflare, on sharp) does not. Asking with a tiny picture whose orientation shows in its
 * aspect works for every orientation, 3 and mirrored ones included, and for square photos,
 * which the photo's own aspect could not tell.
 */
export async function bindingAppliesExif(images: ImagesBinding): Promise<boolean> {
  const output = await images.input(new Blob([probeJpeg()]).stream()).output({ format: "image/png" });
  const header = readPngHeader(new Uint8Array(await output.response().arrayBuffer()));
  if (header === "damaged") throw new Error("The image binding's answer to the orientation probe is not a PNG");
  return header.height > header.width;
}
