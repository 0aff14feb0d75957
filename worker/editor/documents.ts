import { MENU_GROUP_KEYS, type MenuGroupKey } from "../../shared/menu/menu-groups";
import type { WorkerConfig } from "../app/config";
import { listMenuDocuments } from "../data/sources";
import { SEED_DOCUMENTS } from "../data/seed-documents";
import { createFirestoreClient, type FirestoreClient } from "../firestore/client";
import { serviceAccountToken } from "../firestore/service-account";
import { listCollection, missingDocument, readDocument, stored, type StoredDocument } from "./store";

/** The menu's documents: each group's items in menu order of groups, and the student meals. */
export interface MenuDocuments {
  groups: { key: MenuGroupKey; items: StoredDocument[] }[];
  meals: StoredDocument[];
}

/** Where the editor reads documents with their versions: Firestore, or the embedded seed (read-only). */
export interface DocumentReader {
  list(collection: string): Promise<StoredDocument[]>;
  get(path: string): Promise<StoredDocument>;
  menu(): Promise<MenuDocuments>;
}

/** The editor's own client: on production with the service account's token, on the emulator as its owner. */
export async function editorClient(config: WorkerConfig): Promise<FirestoreClient> {
  if (!config.FIRESTORE_PROJECT_ID) throw new Error("The editor writes only to a configured Firestore");
  const accessToken =
    config.FIRESTORE_EMULATOR_HOST || !config.FIRESTORE_SERVICE_ACCOUNT
      ? undefined
      : await serviceAccountToken(config.FIRESTORE_SERVICE_ACCOUNT);
  return createFirestoreClient({
    projectId: config.FIRESTORE_PROJECT_ID,
    databaseId: config.FIRESTORE_DATABASE,
    emulatorHost: config.FIRESTORE_EMULATOR_HOST,
    accessToken,
  });
}

export function firestoreReader(client: FirestoreClient): DocumentReader {
  return {
    list: (collection) => listCollection(client, collection),
    get: (path) => readDocument(client, path),
    async menu() {
      const [groups, meals] = await Promise.all([listMenuDocuments(client), listCollection(client, "boni")]);
      return { groups: [...groups].map(([key, documents]) => ({ key, items: documents.map(stored) })), meals };
    },
  };
}

const parentOf = (path: string) => path.slice(0, path.lastIndexOf("/"));

/** The embedded seed as the editor shows it when there is no database to write to. */
export function seedReader(): DocumentReader {
  const documents = Object.values(SEED_DOCUMENTS)
    .flat()
    .map((document) => stored({ name: document.name, fields: document.fields }));
  const list = async (collection: string) => documents.filter((document) => parentOf(document.path) === collection);
  return {
    list,
    get: async (path) => documents.find((document) => document.path === path) ?? missingDocument(path),
    async menu() {
      const groups = await Promise.all(MENU_GROUP_KEYS.map(async (key) => ({ key, items: await list(`hrana/${key}/items`) })));
      return { groups, meals: await list("boni") };
    },
  };
}
