/**
 * Dumps every dataset (hrana, boni, obvestila, urnik, nastavitve) from Firestore in the seed file format:
 *   npx tsx scripts/operator/data-export.ts            → one JSON object { hrana, boni, …, nastavitve } on stdout
 *   npx tsx scripts/operator/data-export.ts <folder>   → one file per dataset (hrana.json, …) in that folder
 * Environment as for data-import.ts.
 */
import { mkdir } from "node:fs/promises";
import { DATASET_NAMES } from "../../worker/data/datasets";
import { firestoreClientFromEnv, runScript } from "./firestore-env";
import { formatSeedFile, writeSeedFile } from "./seed-files";
import { exportDocuments } from "./seed-transfer";

runScript(async () => {
  const directory = process.argv[2];
  const exported = await exportDocuments(firestoreClientFromEnv());
  if (!directory) {
    const members = DATASET_NAMES.map((collection) => `${JSON.stringify(collection)}: ${formatSeedFile(exported[collection]).trimEnd()}`);
    process.stdout.write(`{\n${members.join(",\n")}\n}\n`);
    return;
  }
  await mkdir(directory, { recursive: true });
  for (const collection of DATASET_NAMES) await writeSeedFile(directory, collection, exported[collection]);
  const counts = DATASET_NAMES.map((collection) => `${exported[collection].length} ${collection}`).join(", ");
  console.error(`Exported ${counts} to ${directory}`);
});
