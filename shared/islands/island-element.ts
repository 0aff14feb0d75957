/**
 * The element an island lives in and its attributes: what the server writes and the
 * browser's scheduler reads before any island code has loaded.
 */
export const ISLAND_ELEMENT = "site-island";
export const ISLAND_NAME_ATTRIBUTE = "data-name";
export const ISLAND_WHEN_ATTRIBUTE = "data-when";
export const ISLAND_PROPS_ATTRIBUTE = "data-props";
/** For `due` islands: when (epoch ms) what the island shows changes; absent, it never hydrates. */
export const ISLAND_DUE_ATTRIBUTE = "data-due";
/** Set by the browser once the island is hydrated. */
export const ISLAND_HYDRATED_ATTRIBUTE = "data-hydrated";

/**
 * When an island hydrates. Until then its server markup is all there is; a click into it
 * is held until it has hydrated and then repeated, so its effect happens exactly once.
 * - touch: on the first pointerdown, keydown or focus inside it (React is fetched at idle but
 *   evaluated only then)
 * - scroll: on the page's first scroll
 * - due: at the time in ISLAND_DUE_ATTRIBUTE, when what it shows changes while the page is open
 */
export type HydrateWhen = "touch" | "scroll" | "due";

/** On the entry script: the chunks of React and the islands, which the browser fetches (not runs) at idle. */
export const IDLE_PRELOAD_ATTRIBUTE = "data-idle-preload";
