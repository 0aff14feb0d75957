import type { CollectionSelector } from "../firestore/structured-query";

/**
 * Every Firestore path the site, the editor and the operator's scripts use (docs/data-model.md):
 * the collections, the documents with fixed ids, and the builders and readers of the others'
 * paths. No other file spells one; `npm run check:paths` fails when one does.
 */

/** The collections, by what they hold. The first six are the datasets the site reads (datasets.ts). */
export const COLLECTION = {
  menu: "hrana",
  meals: "boni",
  notices: "obvestila",
  hours: "urnik",
  settings: "nastavitve",
  daily: "dnevna",
  /** The editor's audit log: one document per change (who, when, which document, before and after). */
  audit: "urejanja",
  /** The change counters (change-counts.ts). */
  state: "stanje",
} as const;

type Collection = (typeof COLLECTION)[keyof typeof COLLECTION];

/** The subcollection of each menu group: `hrana/{group}/items/{id}`. */
const MENU_ITEMS = "items";

/** The one document of `urnik` that holds the opening hours. */
export const HOURS_DOCUMENT = `${COLLECTION.hours}/odpiralni-cas`;

/** The one document of `nastavitve` that holds the owner's settings. */
export const SETTINGS_DOCUMENT = `${COLLECTION.settings}/boni`;

/** The one document of the change counters. */
export const CHANGE_COUNTS_DOCUMENT = `${COLLECTION.state}/verzije`;

/** A document of a top-level collection: `obvestila/{id}`, `dnevna/{date}`, `boni/{id}`, … */
export function documentPathIn(collection: Collection, id: string): string {
  return `${collection}/${id}`;
}

/** The id of a document directly in the collection; null for any other path. */
export function documentIdIn(collection: Collection, path: string): string | null {
  const [first, id, ...rest] = path.split("/");
  return first === collection && id && rest.length === 0 ? id : null;
}

/** The collection of one menu group's items. */
export function menuGroupPath(group: string): string {
  return `${COLLECTION.menu}/${group}/${MENU_ITEMS}`;
}

export function menuItemPath(group: string, id: string): string {
  return `${menuGroupPath(group)}/${id}`;
}

/** `hrana/{group}/items/{id}` → group; null for any other path. */
export function menuGroupOf(path: string): string | null {
  const [collection, group, items, id, ...rest] = path.split("/");
  return collection === COLLECTION.menu && items === MENU_ITEMS && id && rest.length === 0 ? (group ?? null) : null;
}

/** A query over one top-level collection. */
export function fromCollection(collection: Collection): CollectionSelector {
  return { collectionId: collection };
}

/** A collection-group query over every menu group's items (each document's group is in its path). */
export const ALL_MENU_ITEMS: CollectionSelector = { collectionId: MENU_ITEMS, allDescendants: true };
