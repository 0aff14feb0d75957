/**
 * `npm run cache:purge [-- --remote] [-- --persist-to DIR] [-- hrana boni obvestila urnik nastavitve]`
 *
 * Deletes the cached datasets from the CACHE KV namespace with one `wrangler kv bulk delete`
 * (each wrangler call starts a local runtime, so one call for all keys), so the next request
 * reads Firestore again. Local (wrangler dev) storage by default; --remote
 * for production. Rendered pages need no purge: their cache key holds the data version.
 */
import { spawnSync, type SpawnSyncReturns } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { cacheKey, DATASET_NAMES, type DatasetName } from "../../worker/data/datasets";
import { WRANGLER_OFFLINE_ENV } from "../dev/offline-env";

const args = process.argv.slice(2);
const remote = args.includes("--remote");
const persistAt = args.indexOf("--persist-to");
const persistTo = persistAt >= 0 ? args[persistAt + 1] : undefined;
const named = args.filter((arg, i) => !arg.startsWith("--") && i !== persistAt + 1);

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
const where = remote ? "remote" : "local";
/**
 * A purge can meet a transient failure: locally, KV's storage is busy while a running
 * `wrangler dev` writes to it ("KV DELETE failed: 500"); remotely, an API hiccup. Deleting is
 * idempotent, so it is tried again before the operator is told.
 */
const ATTEMPTS = 3;

function bulkDelete(): SpawnSyncReturns<string> {
  return spawnSync(
    "npx",
    [
      "wrangler",
      "kv",
      "bulk",
      "delete",
      keyFile,
      "--force",
      "--binding",
      "CACHE",
      remote ? "--remote" : "--local",
      ...(persistTo ? ["--persist-to", persistTo] : []),
    ],
    { stdio: ["ignore", "pipe", "pipe"], encoding: "utf8", env: remote ? process.env : { ...process.env, ...WRANGLER_OFFLINE_ENV } },
  );
}

const failures: string[] = [];
while (failures.length < ATTEMPTS) {
  const result = bulkDelete();
  if (result.status === 0) break;
  const output = `${result.stdout}\n${result.stderr}`.split("\n").filter((line) => /ERROR|failed/i.test(line));
  failures.push(`attempt ${failures.length + 1}: exit ${result.status ?? result.signal}; ${output.join(" ").trim() || "no error message"}`);
  if (failures.length < ATTEMPTS) await new Promise((resolve) => setTimeout(resolve, 500 * failures.length));
}
rmSync(folder, { recursive: true, force: true });
if (failures.length === ATTEMPTS) {
  console.error(`could not purge ${keys.join(", ")} (${where}):\n${failures.join("\n")}`);
  process.exit(1);
}
for (const failure of failures) console.warn(`purge retried after a failure (${where}): ${failure}`);
for (const key of keys) console.log(`purged ${key} (${where})`);
