import type { Orientation } from "./orientation";

/** What a photo's header says of its pixels, before anything decodes them. */
export interface PhotoHeader {
  /** As stored in the file, before the orientation is applied. */
  width: number;
  height: number;
  orientation: Orientation;
}

/** A header reader's answer when the file is cut short or its structure does not hold together. */
export const DAMAGED = "damaged";
export type HeaderReading = PhotoHeader | typeof DAMAGED;
