import { MENU_GROUP_KEYS, type MenuGroupKey } from "../../shared/menu/menu-groups";
import type { WorkerConfig } from "../app/config";
import { type ChangeCounts, readChangeCounts } from "../data/change-counts";
import { COLLECTION, menuGroupPath, SETTINGS_DOCUMENT } from "../data/database-layout";
import { listCollectionDocuments, listMenuDocuments, type MenuDatasetName, type MenuDocumentsRead } from "../data/sources";
import { SEED_DOCUMENTS } from "../data/seed-documents";
import type { FirestoreClient } from "../firestore/client";
import { FirestoreError } from "../firestore/errors";
import { siteFirestoreClient } from "../firestore/site-client";
import type { FirestoreDocument } from "../firestore/values";
import { listCollection, missingDocument, readDocument, stored, type StoredDocument } from "./change-log";

/** The menu's documents: each group's items in menu order of groups, and the student meals. */
export interface MenuDocuments {
  groups: { key: MenuGroupKey; items: StoredDocument[] }[];
  meals: StoredDocument[];
}

/** The menu as the editor shows it: its documents, and the settings whose student surcharge stands beside the meals. */
export interface ShownMenu extends MenuDocuments {
  settings: StoredDocument;
}

export interface MenuReadOptions {
  /** Read every document now, not the isolate's copy: for what a save computes from the whole menu. */
  fresh?: boolean;
}

/** Where the editor reads documents with their versions: Firestore, or the embedded seed (read-only). */
export interface DocumentReader {
  list(collection: string): Promise<StoredDocument[]>;
  get(path: string): Promise<StoredDocument>;
  /** From Firestore, a copy of a recent read while no save through the editor has changed it (`keptMenu`). */
  menu(options?: MenuReadOptions): Promise<ShownMenu>;
}

/** The editor's client: the site's own (the service account in production, the owner on the emulator). */
export async function editorClient(config: WorkerConfig): Promise<FirestoreClient> {
  const client = siteFirestoreClient(config);
  if (!client) throw new Error("The editor writes only to a configured Firestore");
  return client;
}

export function firestoreReader(client: FirestoreClient): DocumentReader {
  return {
    list: (collection) => listCollection(client, collection),
    get: (path) => readDocument(client, path),
    menu: (options) => keptMenu(client, options?.fresh ?? false),
  };
}

/** The settings' document as a one-document listing: none when it was never saved. */
async function settingsDocuments(client: FirestoreClient): Promise<FirestoreDocument[]> {
  try {
    return [await client.getDocument(SETTINGS_DOCUMENT)];
  } catch (error) {
    if (error instanceof FirestoreError && error.status === "NOT_FOUND") return [];
    throw error;
  }
}

/** What each part of the menu's documents is read with: each document a billed read (about 130 in all). */
const MENU_PARTS: { [N in MenuDatasetName]: (client: FirestoreClient) => Promise<MenuDocumentsRead[MenuPart<N>]> } = {
  hrana: (client) => listMenuDocuments(client),
  boni: (client) => listCollectionDocuments(client, COLLECTION.meals),
  nastavitve: settingsDocuments,
};
type MenuPart<N extends MenuDatasetName> = { hrana: "items"; boni: "meals"; nastavitve: "settings" }[N];

function shownMenu(documents: MenuDocumentsRead): ShownMenu {
  const settings = documents.settings[0];
  return {
    groups: MENU_GROUP_KEYS.map((key) => ({ key, items: (documents.items.get(key) ?? []).map(stored) })),
    meals: documents.meals.map(stored),
    settings: settings ? stored(settings) : missingDocument(SETTINGS_DOCUMENT),
  };
}

/** The datasets a menu copy holds documents of: a save to any of them makes the copy old. */
export const MENU_DATASETS: readonly MenuDatasetName[] = ["hrana", "boni", "nastavitve"];

/** An edit made outside the editor (the console) bumps no change count: it shows in the editor within this. */
export const MENU_COPY_MAX_AGE_MS = 5 * 60_000;

/** The menu's documents as read at `changeCounts` (read before them), and as the editor shows them. */
export interface MenuCopy {
  changeCounts: ChangeCounts;
  readAt: number;
  documents: MenuDocumentsRead;
  menu: ShownMenu;
}

/**
 * The menu as last read in this isolate, by database (the client's root): while it is current a
 * search or the lunch page costs the one change-counts document instead of every item. Requests share
 * it, so nothing may change it.
 */
const menuCopies = new Map<string, MenuCopy>();

const young = (copy: MenuCopy, now: number) => now - copy.readAt < MENU_COPY_MAX_AGE_MS;

/**
 * The menu read at the counts read first (a save in between leaves the copy labelled older than
 * its content, never newer), kept as the isolate's copy. Of a copy still young, the parts whose
 * count has not moved are kept, and the copy keeps its age; `fresh` reads every part.
 */
async function readMenu(client: FirestoreClient, fresh: boolean): Promise<MenuCopy> {
  const readAt = Date.now();
  const changeCounts = await readChangeCounts(client);
  const kept = menuCopies.get(client.root);
  const keep = (name: MenuDatasetName) =>
    !fresh && kept !== undefined && young(kept, readAt) && kept.changeCounts[name] === changeCounts[name];
  const part = async <N extends MenuDatasetName>(name: N, field: MenuPart<N>): Promise<MenuDocumentsRead[MenuPart<N>]> =>
    kept && keep(name) ? kept.documents[field] : MENU_PARTS[name](client);
  const [items, meals, settings] = await Promise.all([part("hrana", "items"), part("boni", "meals"), part("nastavitve", "settings")]);
  const documents: MenuDocumentsRead = { items, meals, settings };
  const copy: MenuCopy = {
    changeCounts,
    readAt: kept && MENU_DATASETS.some(keep) ? kept.readAt : readAt,
    documents,
    menu: kept && MENU_DATASETS.every(keep) ? kept.menu : shownMenu(documents),
  };
  menuCopies.set(client.root, copy);
  return copy;
}

async function keptMenu(client: FirestoreClient, fresh: boolean): Promise<ShownMenu> {
  return (await readMenu(client, fresh)).menu;
}

/**
 * After a save to the menu's datasets: the menu read anew where its counts moved (the parts
 * whose count did not are kept from a young copy), kept as the isolate's copy, and returned
 * with the counts read before it, so that the save's refresh of the public datasets stores the
 * same documents instead of reading them again.
 */
export function renewMenuCopy(client: FirestoreClient): Promise<MenuCopy> {
  return readMenu(client, false);
}

/** The collection a document is in. */
export const collectionOf = (path: string) => path.slice(0, path.lastIndexOf("/"));

/** The embedded seed as the editor shows it when there is no database to write to. */
export function seedReader(): DocumentReader {
  const documents = Object.values(SEED_DOCUMENTS)
    .flat()
    .map((document) => stored({ name: document.name, fields: document.fields }));
  const list = async (collection: string) => documents.filter((document) => collectionOf(document.path) === collection);
  const get = async (path: string) => documents.find((document) => document.path === path) ?? missingDocument(path);
  return {
    list,
    get,
    async menu() {
      const groups = await Promise.all(MENU_GROUP_KEYS.map(async (key) => ({ key, items: await list(menuGroupPath(key)) })));
      return { groups, meals: await list(COLLECTION.meals), settings: await get(SETTINGS_DOCUMENT) };
    },
  };
}
