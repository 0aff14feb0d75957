/**
 * The element an island lives in and its attributes: what the server writes and the
 * browser's scheduler reads before any island code has loaded.
 */
export const ISLAND_ELEMENT = "site-island";
export const ISLAND_NAME_ATTRIBUTE = "data-name";
export const ISLAND_WHEN_ATTRIBUTE = "data-when";
export const ISLAND_PROPS_ATTRIBUTE = "data-props";
/** Set by the browser once the island is hydrated. */
export const ISLAND_HYDRATED_ATTRIBUTE = "data-hydrated";

/**
 * When an island hydrates. Until then its server markup is all there is; a click on it
 * hydrates it at once and is replayed.
 * - idle: soon after the page has loaded, one island per idle task, never before the first paint
 * - visible: when it comes within 300 px of the screen (after load)
 * - click: on the first click into it
 */
export type HydrateWhen = "idle" | "visible" | "click";
