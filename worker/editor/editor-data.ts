import type { WorkerConfig } from "../config";
import { SEED_DOCUMENTS } from "../data/seed-documents";
import { createFirestoreClient, type FirestoreClient } from "../firestore/client";
import { serviceAccountToken } from "../firestore/service-account";
import { listCollection, readDocument, stored, type StoredDocument } from "./store";

/** Where the editor reads documents with their versions: Firestore, or the embedded seed (read-only). */
export interface DocumentReader {
  list(collection: string): Promise<StoredDocument[]>;
  get(path: string): Promise<StoredDocument>;
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
  return { list: (collection) => listCollection(client, collection), get: (path) => readDocument(client, path) };
}

const parentOf = (path: string) => path.slice(0, path.lastIndexOf("/"));

/** The embedded seed as the editor shows it when there is no database to write to. */
export function seedReader(): DocumentReader {
  const documents = Object.values(SEED_DOCUMENTS)
    .flat()
    .map((document) => stored({ name: document.name, fields: document.fields }));
  return {
    list: async (collection) => documents.filter((document) => parentOf(document.path) === collection),
    get: async (path) =>
      documents.find((document) => document.path === path) ?? {
        path,
        id: path.slice(path.lastIndexOf("/") + 1),
        updateTime: null,
        data: {},
      },
  };
}
