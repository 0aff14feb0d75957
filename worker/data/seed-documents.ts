import type { FirestoreFields } from "../firestore/values";
import type { DatasetName } from "./datasets";
import boni from "./seed/boni.json";
import dnevna from "./seed/dnevna.json";
import hrana from "./seed/hrana.json";
import obvestila from "./seed/obvestila.json";
import urnik from "./seed/urnik.json";
import nastavitve from "./seed/nastavitve.json";

/** A document in the seed files: its path relative to the documents root, and its typed fields. */
export interface SeedDocument {
  name: string;
  fields: FirestoreFields;
}

/**
 * The embedded default data, in Firestore's document shape, so that the same files are
 * imported into Firestore (scripts/operator/data-import.ts) and produced again by scripts/operator/data-export.ts.
 */
export const SEED_DOCUMENTS: Readonly<Record<DatasetName, readonly SeedDocument[]>> = {
  hrana: asSeed(hrana),
  boni: asSeed(boni),
  obvestila: asSeed(obvestila),
  urnik: asSeed(urnik),
  nastavitve: asSeed(nastavitve),
  dnevna: asSeed(dnevna),
};

/** The inferred JSON types are too narrow to compare; the values are checked where they are decoded. */
function asSeed(json: unknown): SeedDocument[] {
  return json as SeedDocument[];
}
