/**
 * Dumps hrana, boni and obvestila from Firestore in the seed file format:
 *   npx tsx worker/ops/data-export.ts            → one JSON object { hrana, boni, obvestila } on stdout
 *   npx tsx worker/ops/data-export.ts <folder>   → hrana.json, boni.json, obvestila.json in that folder
 * Environment as for data-import.ts.
 */
import { mkdir } from "node:fs/promises";
import { firestoreClientFromEnv, runScript } from "./firestore-env";
import { formatSeedFile, SEED_COLLECTIONS, writeSeedFile } from "./seed-files";
import { exportDocuments } from "./seed-transfer";

runScript(async () => {
  const directory = process.argv[2];
  const exported = await exportDocuments(firestoreClientFromEnv());
  if (!directory) {
    const members = SEED_COLLECTIONS.map(
      (collection) => `${JSON.stringify(collection)}: ${formatSeedFile(exported[collection]).trimEnd()}`,
    );
    process.stdout.write(`{\n${members.join(",\n")}\n}\n`);
    return;
  }
  await mkdir(directory, { recursive: true });
  for (const collection of SEED_COLLECTIONS) await writeSeedFile(directory, collection, exported[collection]);
  const counts = SEED_COLLECTIONS.map((collection) => `${exported[collection].length} ${collection}`).join(", ");
  console.error(`Exported ${counts} to ${directory}`);
});
