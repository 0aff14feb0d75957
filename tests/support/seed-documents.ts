import { DATASET_NAMES } from "../../worker/data/datasets";
import { SEED_DOCUMENTS, type SeedDocument } from "../../worker/data/seed-documents";

/** Every seed document, of every dataset: what seeds a test's Firestore project. */
export const ALL_SEED_DOCUMENTS: readonly SeedDocument[] = DATASET_NAMES.flatMap((name) => SEED_DOCUMENTS[name]);
