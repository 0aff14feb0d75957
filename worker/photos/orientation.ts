/** EXIF orientation: how a photo's stored pixels must be turned to stand upright (1 = as stored). */
export type Orientation = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

export function isOrientation(value: number): value is Orientation {
  return Number.isInteger(value) && value >= 1 && value <= 8;
}

/** Orientations 5–8 turn the picture by a quarter, so its upright width is the stored height. */
export function uprightSize(size: { width: number; height: number; orientation: Orientation }): { width: number; height: number } {
  return size.orientation >= 5 ? { width: size.height, height: size.width } : { width: size.width, height: size.height };
}

export interface Uprighting {
  flip?: "h" | "v";
  /** Clockwise degrees, applied after the flip (Cloudflare Images flips before it rotates). */
  rotate?: 90 | 180 | 270;
}

/** The transform that turns stored pixels upright, for a binding that does not read EXIF itself. */
export const UPRIGHTING: Readonly<Record<Orientation, Uprighting>> = {
  1: {},
  2: { flip: "h" },
  3: { rotate: 180 },
  4: { flip: "v" },
  5: { flip: "h", rotate: 270 },
  6: { rotate: 90 },
  7: { flip: "h", rotate: 90 },
  8: { rotate: 270 },
};
