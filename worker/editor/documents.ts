import { MENU_GROUP_KEYS, type MenuGroupKey } from "../../shared/menu/menu-groups";
import type { WorkerConfig } from "../app/config";
import { type DataVersions, readVersions } from "../data/data-versions";
import type { DatasetName } from "../data/datasets";
import { COLLECTION, menuGroupPath, SETTINGS_DOCUMENT } from "../data/firestore-paths";
import { listMenuDocuments } from "../data/sources";
import { SEED_DOCUMENTS } from "../data/seed-documents";
import type { FirestoreClient } from "../firestore/client";
import { siteFirestoreClient } from "../firestore/site-client";
import { listCollection, missingDocument, readDocument, stored, type StoredDocument } from "./store";

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

/** Every document of the menu, each a billed read (about 130). */
async function readMenu(client: FirestoreClient): Promise<ShownMenu> {
  const [groups, meals, settings] = await Promise.all([
    listMenuDocuments(client),
    listCollection(client, COLLECTION.meals),
    readDocument(client, SETTINGS_DOCUMENT),
  ]);
  return { groups: [...groups].map(([key, documents]) => ({ key, items: documents.map(stored) })), meals, settings };
}

/** The datasets a menu copy holds documents of: a save to any of them makes the copy old. */
const MENU_DATASETS: readonly DatasetName[] = ["hrana", "boni", "nastavitve"];

/** An edit made outside the editor (the console) bumps no version: it shows in the editor within this. */
export const MENU_COPY_MAX_AGE_MS = 5 * 60_000;

interface MenuCopy {
  versions: DataVersions;
  readAt: number;
  menu: ShownMenu;
}

/**
 * The menu as last read in this isolate, by database (the client's root): while it is current a
 * search or the lunch page costs the one versions document instead of every item. Requests share
 * it, so nothing may change it.
 */
const menuCopies = new Map<string, MenuCopy>();

const isCurrent = (copy: MenuCopy, versions: DataVersions, now: number) =>
  now - copy.readAt < MENU_COPY_MAX_AGE_MS && MENU_DATASETS.every((name) => copy.versions[name] === versions[name]);

async function keptMenu(client: FirestoreClient, fresh: boolean): Promise<ShownMenu> {
  const readAt = Date.now();
  const versions = await readVersions(client);
  const kept = menuCopies.get(client.root);
  if (!fresh && kept && isCurrent(kept, versions, readAt)) return kept.menu;
  // The versions before the documents: a save in between leaves the copy labelled older than its content, never newer.
  const menu = await readMenu(client);
  menuCopies.set(client.root, { versions, readAt, menu });
  return menu;
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
