import { MENU_GROUP_KEYS } from "../../shared/menu/menu-groups";
import type { FirestoreClient } from "../firestore/client";
import type { FirestoreDocument } from "../firestore/values";
import type { DatasetName, Datasets } from "./datasets";
import {
  activeNoticesFromDocuments,
  foodDataFromGroups,
  hoursFromDocuments,
  type InvalidDocumentLog,
  voucherMealsFromDocuments,
  warnInvalidDocument,
} from "./menu-documents";
import { menuGroupOf, SEED_DOCUMENTS } from "./seed-documents";

/** Where the menu comes from. Both implementations validate every document the same way. */
export type MenuSource = { [N in DatasetName]: () => Promise<Datasets[N]> };

/** The embedded seed data: the default when no Firestore is configured. */
export function seedSource(log: InvalidDocumentLog = warnInvalidDocument): MenuSource {
  return {
    async hrana() {
      const byGroup = new Map<string, FirestoreDocument[]>();
      for (const document of SEED_DOCUMENTS.hrana) {
        const group = menuGroupOf(document.name);
        if (group === null) log(document.name, "not under hrana/{group}/items");
        else byGroup.set(group, [...(byGroup.get(group) ?? []), document]);
      }
      return foodDataFromGroups(byGroup, log);
    },
    boni: async () => voucherMealsFromDocuments(SEED_DOCUMENTS.boni, log),
    obvestila: async () => activeNoticesFromDocuments(SEED_DOCUMENTS.obvestila, log),
    urnik: async () => hoursFromDocuments(SEED_DOCUMENTS.urnik, log),
  };
}

const PAGE_SIZE = 300;

/** Firestore (production or the emulator) through our REST client. */
export function firestoreSource(client: FirestoreClient, log: InvalidDocumentLog = warnInvalidDocument): MenuSource {
  return {
    async hrana() {
      const lists = await Promise.all(MENU_GROUP_KEYS.map((key) => client.listDocuments(`hrana/${key}/items`, { pageSize: PAGE_SIZE })));
      return foodDataFromGroups(new Map(MENU_GROUP_KEYS.map((key, index) => [key, lists[index] ?? []])), log);
    },
    async boni() {
      const documents = await client.runQuery("", {
        from: [{ collectionId: "boni" }],
        orderBy: [{ field: { fieldPath: "order" }, direction: "ASCENDING" }],
      });
      return voucherMealsFromDocuments(documents, log);
    },
    obvestila: async () => activeNoticesFromDocuments(await client.listDocuments("obvestila", { pageSize: PAGE_SIZE }), log),
    urnik: async () => hoursFromDocuments(await client.listDocuments("urnik", { pageSize: PAGE_SIZE }), log),
  };
}
