/**
 * `npm run data:refresh [-- --remote] [-- --persist-to DIR]`
 *
 * After an edit made outside the editor (the Firebase console, an import): reads every dataset
 * from Firestore now, as the worker's daily full refresh does, and stores each in the CACHE KV
 * namespace with the change count it was read at, in one `wrangler kv bulk put`. The site then
 * shows the edit on the next request, without the window of a purge in which a failing
 * Firestore would leave the menu unavailable. Nothing is written when a read fails.
 * Environment: as data:import (FIRESTORE_PROJECT_ID, and the emulator's host or production's
 * credentials). Local (wrangler dev) storage by default; --remote for production.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readChangeCounts } from "../../worker/data/change-counts";
import { cacheKey, DATASET_NAMES } from "../../worker/data/datasets";
import { cacheEntry } from "../../worker/data/cache-entry";
import { firestoreSource } from "../../worker/data/sources";
import { firestoreClientFromEnv, runScript } from "./firestore-env";
import { describeTarget, kvTargetFromArgs, runBulkKv } from "./wrangler-kv";

runScript(async () => {
  const { target } = kvTargetFromArgs(process.argv.slice(2));
  const client = firestoreClientFromEnv();
  // The counts first: a stored count never claims a change that its value does not hold.
  const counts = await readChangeCounts(client);
  const source = firestoreSource(client);
  const fetchedAt = Date.now();
  const entries = await Promise.all(
    DATASET_NAMES.map(async (name) => {
      const { json, metadata } = await cacheEntry(await source[name](), counts[name], fetchedAt);
      return { key: cacheKey(name), value: json, metadata };
    }),
  );
  const folder = mkdtempSync(join(tmpdir(), "data-refresh-"));
  const file = join(folder, "entries.json");
  writeFileSync(file, JSON.stringify(entries));
  try {
    const failures = await runBulkKv("put", file, target);
    for (const failure of failures) console.warn(`refresh retried after a failure (${describeTarget(target)}): ${failure}`);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  for (const entry of entries) console.log(`refreshed ${entry.key} from ${client.root} (${describeTarget(target)})`);
});
