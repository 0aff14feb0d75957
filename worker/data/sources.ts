import { MENU_GROUP_KEYS, type MenuGroupKey } from "../../shared/menu/menu-groups";
import { isoDate, wallClock } from "../../shared/restaurant/opening-hours";
import { addDays } from "../../shared/restaurant/public-holidays";
import type { FirestoreClient } from "../firestore/client";
import { relativePath } from "../firestore/resource-names";
import type { FirestoreDocument } from "../firestore/values";
import type { DatasetName, Datasets } from "./datasets";
import { ALL_MENU_ITEMS, COLLECTION, fromCollection, menuGroupOf, menuGroupPath } from "./database-layout";
import {
  activeNoticesFromDocuments,
  dailyOffersFromDocuments,
  foodDataFromGroups,
  hoursFromDocuments,
  type InvalidDocumentLog,
  settingsFromDocuments,
  voucherMealsFromDocuments,
  warnInvalidDocument,
} from "./menu-documents";
import { SEED_DOCUMENTS } from "./seed-documents";

/** Where the menu comes from. Both implementations validate every document the same way. */
export type MenuSource = { [N in DatasetName]: () => Promise<Datasets[N]> };

const SEED_DECODERS: { [N in DatasetName]: (log: InvalidDocumentLog) => Datasets[N] } = {
  hrana(log) {
    const byGroup = new Map<string, FirestoreDocument[]>();
    for (const document of SEED_DOCUMENTS.hrana) {
      const group = menuGroupOf(document.name);
      if (group === null) log(document.name, `not under ${menuGroupPath("{group}")}`);
      else byGroup.set(group, [...(byGroup.get(group) ?? []), document]);
    }
    return foodDataFromGroups(byGroup, log);
  },
  boni: (log) => voucherMealsFromDocuments(SEED_DOCUMENTS.boni, log),
  obvestila: (log) => activeNoticesFromDocuments(SEED_DOCUMENTS.obvestila, log),
  urnik: (log) => hoursFromDocuments(SEED_DOCUMENTS.urnik, log),
  nastavitve: (log) => settingsFromDocuments(SEED_DOCUMENTS.nastavitve, log),
  dnevna: (log) => dailyOffersFromDocuments(SEED_DOCUMENTS.dnevna, log),
};

/** One dataset of the embedded seed, decoded at once: what the seed source serves, and what the renderer warms up with. */
export function seedDataset<N extends DatasetName>(name: N, log: InvalidDocumentLog = warnInvalidDocument): Datasets[N] {
  return SEED_DECODERS[name](log);
}

/** The embedded seed data: the default when no Firestore is configured. */
export function seedSource(log: InvalidDocumentLog = warnInvalidDocument): MenuSource {
  return {
    hrana: async () => seedDataset("hrana", log),
    boni: async () => seedDataset("boni", log),
    obvestila: async () => seedDataset("obvestila", log),
    urnik: async () => seedDataset("urnik", log),
    nastavitve: async () => seedDataset("nastavitve", log),
    dnevna: async () => seedDataset("dnevna", log),
  };
}

const PAGE_SIZE = 300;

/** The documents of one collection, every page of them. */
export function listCollectionDocuments(client: FirestoreClient, collectionPath: string): Promise<FirestoreDocument[]> {
  return client.listDocuments(collectionPath, { pageSize: PAGE_SIZE });
}

/** One page of the collection group `items`, in document name order, after the document named `after`. */
function itemsPage(client: FirestoreClient, pageSize: number, after: string | undefined): Promise<FirestoreDocument[]> {
  return client.runQuery("", {
    from: [ALL_MENU_ITEMS],
    orderBy: [{ field: { fieldPath: "__name__" }, direction: "ASCENDING" }],
    ...(after !== undefined && { startAt: { values: [{ referenceValue: after }], before: false } }),
    limit: pageSize,
  });
}

/**
 * Every document of the collection group `items`: one query instead of a listing per group.
 * runQuery has no page token, so pages follow each other by cursor: ordered by document name,
 * each page starts after the last name of the one before, until a page comes back short.
 */
async function listItems(client: FirestoreClient, pageSize: number): Promise<FirestoreDocument[]> {
  const documents: FirestoreDocument[] = [];
  for (;;) {
    const page = await itemsPage(client, pageSize, documents.at(-1)?.name);
    documents.push(...page);
    if (page.length < pageSize) return documents;
  }
}

/**
 * Every menu item's document by its group, groups in menu order (see listItems). A document
 * outside `hrana/{group}/items`, or under a group the menu does not know, is not listed.
 */
export async function listMenuDocuments(client: FirestoreClient, pageSize = PAGE_SIZE): Promise<Map<MenuGroupKey, FirestoreDocument[]>> {
  const byGroup = new Map<MenuGroupKey, FirestoreDocument[]>(MENU_GROUP_KEYS.map((key) => [key, []]));
  for (const document of await listItems(client, pageSize)) {
    const group = menuGroupOf(relativePath(document.name));
    // A group the menu does not know has no list here.
    if (group !== null) byGroup.get(group as MenuGroupKey)?.push(document);
  }
  return byGroup;
}

/** A listing that ended before its last document: what relies on seeing every document must not act on it. */
export class IncompleteListingError extends Error {
  override name = "IncompleteListingError";
}

/**
 * Every document of the collection group `items`, whatever its group (one added in the console
 * too), for what must see all of them: a listing that stops at a short page is confirmed by one
 * more query after its last document (one billed read), which must come back empty. A page cut
 * short, where more documents follow, throws IncompleteListingError.
 */
export async function listEveryMenuItem(client: FirestoreClient, pageSize = PAGE_SIZE): Promise<FirestoreDocument[]> {
  const documents = await listItems(client, pageSize);
  const last = documents.at(-1)?.name;
  if ((await itemsPage(client, 1, last)).length > 0) {
    throw new IncompleteListingError(`the listing of the menu's items stopped after ${last ?? "no document"}, and more follow`);
  }
  return documents;
}

/** The datasets made of the menu's documents: the menu's items, the student meals and the settings. */
export type MenuDatasetName = "hrana" | "boni" | "nastavitve";

/** The menu's documents as read together (by the editor, after a save), by the dataset they make. */
export interface MenuDocumentsRead {
  items: ReadonlyMap<string, readonly FirestoreDocument[]>;
  meals: readonly FirestoreDocument[];
  settings: readonly FirestoreDocument[];
}

const MENU_DECODERS: { [N in MenuDatasetName]: (documents: MenuDocumentsRead, log: InvalidDocumentLog) => Datasets[N] } = {
  hrana: (documents, log) => foodDataFromGroups(documents.items, log),
  boni: (documents, log) => voucherMealsFromDocuments(documents.meals, log),
  nastavitve: (documents, log) => settingsFromDocuments(documents.settings, log),
};

/** One of the menu's datasets made of documents already read, as firestoreSource makes it from its own read. */
export function menuDataset<N extends MenuDatasetName>(
  name: N,
  documents: MenuDocumentsRead,
  log: InvalidDocumentLog = warnInvalidDocument,
): Datasets[N] {
  return MENU_DECODERS[name](documents, log);
}

/** Firestore (production or the emulator) through our REST client. */
export function firestoreSource(client: FirestoreClient, log: InvalidDocumentLog = warnInvalidDocument): MenuSource {
  return {
    async hrana() {
      return foodDataFromGroups(await listMenuDocuments(client), log);
    },
    async boni() {
      const documents = await client.runQuery("", {
        from: [fromCollection(COLLECTION.meals)],
        orderBy: [{ field: { fieldPath: "order" }, direction: "ASCENDING" }],
      });
      return voucherMealsFromDocuments(documents, log);
    },
    obvestila: async () => activeNoticesFromDocuments(await listCollectionDocuments(client, COLLECTION.notices), log),
    urnik: async () => hoursFromDocuments(await listCollectionDocuments(client, COLLECTION.hours), log),
    nastavitve: async () => settingsFromDocuments(await listCollectionDocuments(client, COLLECTION.settings), log),
    async dnevna() {
      // Yesterday's offer onwards: today's in every time zone a cached copy may be read in, and the days prepared ahead.
      const since = isoDate(addDays(wallClock(Date.now()), -1));
      const documents = await client.runQuery("", {
        from: [fromCollection(COLLECTION.daily)],
        where: { fieldFilter: { field: { fieldPath: "date" }, op: "GREATER_THAN_OR_EQUAL", value: { stringValue: since } } },
      });
      return dailyOffersFromDocuments(documents, log);
    },
  };
}
