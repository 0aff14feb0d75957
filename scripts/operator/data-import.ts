/**
 * Pushes the seed files into Firestore: npx tsx scripts/operator/data-import.ts [folder]
 * Environment: FIRESTORE_PROJECT_ID, and FIRESTORE_EMULATOR_HOST for the emulator, or
 * FIRESTORE_ACCESS_TOKEN for production; FIRESTORE_DATABASE optional.
 * Documents are replaced whole; documents that are not in the files are left alone.
 */
import { DATASET_NAMES } from "../../worker/data/datasets";
import { firestoreClientFromEnv, runScript } from "./firestore-env";
import { readSeedFile, SEED_DIRECTORY } from "./seed-files";
import { importDocuments } from "./seed-transfer";

runScript(async () => {
  const directory = process.argv[2] ?? SEED_DIRECTORY;
  const client = firestoreClientFromEnv();
  const collections = await Promise.all(DATASET_NAMES.map((collection) => readSeedFile(directory, collection)));
  const count = await importDocuments(client, collections.flat());
  console.log(`Imported ${count} documents from ${directory} into ${client.root}`);
});
