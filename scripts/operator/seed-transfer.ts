import type { FirestoreClient } from "../../worker/firestore/client";
import { datasetOf, changeCountBump } from "../../worker/data/change-counts";
import type { DatasetName } from "../../worker/data/datasets";
import { ALL_MENU_ITEMS, COLLECTION, menuGroupOf } from "../../worker/data/database-layout";
import type { SeedDocument } from "../../worker/data/seed-documents";
import { listCollectionDocuments } from "../../worker/data/sources";
import { toSeedDocument } from "./seed-files";

/** Firestore's limit of writes in one commit. */
export const MAX_WRITES_PER_COMMIT = 500;

/**
 * Writes the documents (each replaced whole), in commits of at most 500 writes, then counts a
 * change of each dataset they belong to, so that the site's next check (within five minutes)
 * reads those datasets again; returns how many documents were written.
 */
export async function importDocuments(client: FirestoreClient, documents: readonly SeedDocument[]): Promise<number> {
  for (let start = 0; start < documents.length; start += MAX_WRITES_PER_COMMIT) {
    const batch = documents.slice(start, start + MAX_WRITES_PER_COMMIT);
    await client.commit(batch.map((document) => ({ update: { path: document.name, fields: document.fields } })));
  }
  const datasets = documents.map((document) => datasetOf(document.name)).filter((name): name is DatasetName => name !== null);
  if (datasets.length > 0) await client.commit([changeCountBump(datasets)]);
  return documents.length;
}

/**
 * Reads the collections back in seed form. hrana is read with a collection-group query on
 * `items`, so that a group added in Firestore but unknown to the site is exported too.
 */
export async function exportDocuments(client: FirestoreClient): Promise<Record<DatasetName, SeedDocument[]>> {
  const [items, boni, obvestila, urnik, nastavitve, dnevna] = await Promise.all([
    client.runQuery("", { from: [ALL_MENU_ITEMS] }),
    listCollectionDocuments(client, COLLECTION.meals),
    listCollectionDocuments(client, COLLECTION.notices),
    listCollectionDocuments(client, COLLECTION.hours),
    listCollectionDocuments(client, COLLECTION.settings),
    listCollectionDocuments(client, COLLECTION.daily),
  ]);
  return {
    hrana: items.map(toSeedDocument).filter((document) => menuGroupOf(document.name) !== null),
    boni: boni.map(toSeedDocument),
    obvestila: obvestila.map(toSeedDocument),
    urnik: urnik.map(toSeedDocument),
    nastavitve: nastavitve.map(toSeedDocument),
    dnevna: dnevna.map(toSeedDocument),
  };
}
