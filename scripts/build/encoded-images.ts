import { fileURLToPath } from "node:url";

/**
 * The encoded pictures (images.ts), kept between builds so that a rebuild encodes only what
 * changed. Named as served, except the social card, which has a stable public name.
 */
export const ENCODED_IMAGES_DIR = fileURLToPath(new URL("../../node_modules/.cache/grill-images", import.meta.url));
