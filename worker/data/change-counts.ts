import type { FirestoreClient } from "../firestore/client";
import { FirestoreError } from "../firestore/errors";
import { relativePath } from "../firestore/resource-names";
import { decodeDocument } from "../firestore/values";
import type { Write } from "../firestore/writes";
import { DATASET_NAMES, type DatasetName } from "./datasets";
import { CHANGE_COUNTS_DOCUMENT } from "./database-layout";

/**
 * One number per dataset in CHANGE_COUNTS_DOCUMENT, bumped in the same commit as every change the
 * editor saves, so that the cron learns what changed from this one document instead of
 * re-reading every dataset (docs/decisions/008-change-counters.md). Edits made outside the
 * editor do not bump it: the daily full refresh and `npm run data:refresh` pick those up.
 */
export type ChangeCounts = Record<DatasetName, number>;

/** The dataset a document belongs to, by the first segment of its path. */
export function datasetOf(path: string): DatasetName | null {
  const first = relativePath(path).split("/")[0];
  return DATASET_NAMES.find((name) => name === first) ?? null;
}

/** The write that counts one change of each named dataset (creating the document on first use). */
export function changeCountBump(names: Iterable<DatasetName>): Write {
  const fields = [...new Set(names)];
  return {
    update: { path: CHANGE_COUNTS_DOCUMENT, fields: {} },
    updateMask: [],
    updateTransforms: fields.map((name) => ({ fieldPath: name, increment: { integerValue: "1" } })),
  };
}

/** Each dataset's count of changes; 0 for a dataset never changed through the editor (or no document yet). */
export async function readChangeCounts(client: FirestoreClient): Promise<ChangeCounts> {
  let data: Record<string, unknown> = {};
  try {
    data = decodeDocument(await client.getDocument(CHANGE_COUNTS_DOCUMENT)).data;
  } catch (error) {
    if (!(error instanceof FirestoreError && error.status === "NOT_FOUND")) throw error;
  }
  const count = (value: unknown) => (typeof value === "number" && Number.isSafeInteger(value) && value >= 0 ? value : 0);
  return Object.fromEntries(DATASET_NAMES.map((name) => [name, count(data[name])])) as ChangeCounts;
}
