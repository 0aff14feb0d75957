/**
 * `npm run cache:purge [-- --remote] [-- --persist-to DIR] [-- hrana boni obvestila urnik nastavitve]`
 *
 * Deletes the cached datasets from the CACHE KV namespace with one `wrangler kv bulk delete`,
 * so the next request reads Firestore again. Local (wrangler dev) storage by default; --remote
 * for production. Rendered pages need no purge: their cache key holds the data version.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { cacheKey, DATASET_NAMES, type DatasetName } from "../../worker/data/datasets";
import { describeTarget, kvTargetFromArgs, runBulkKv } from "./wrangler-kv";

const { target, words: named } = kvTargetFromArgs(process.argv.slice(2));

const unknown = named.filter((name) => !DATASET_NAMES.includes(name as DatasetName));
if (unknown.length > 0) {
  console.error(`Unknown dataset(s): ${unknown.join(", ")}. Choose from ${DATASET_NAMES.join(", ")}.`);
  process.exit(2);
}
const names = named.length > 0 ? (named as DatasetName[]) : DATASET_NAMES;

const keys = names.map(cacheKey);
const folder = mkdtempSync(join(tmpdir(), "cache-purge-"));
const keyFile = join(folder, "keys.json");
writeFileSync(keyFile, JSON.stringify(keys));
const where = describeTarget(target);
try {
  const failures = await runBulkKv("delete", keyFile, target);
  for (const failure of failures) console.warn(`purge retried after a failure (${where}): ${failure}`);
  for (const key of keys) console.log(`purged ${key} (${where})`);
} catch (error) {
  console.error(`could not purge ${keys.join(", ")} (${where}):\n${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  rmSync(folder, { recursive: true, force: true });
}
