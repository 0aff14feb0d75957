/**
 * `npm run cache:purge [-- --remote] [-- --persist-to DIR] [-- hrana boni obvestila urnik]`
 *
 * Deletes the cached datasets from the CACHE KV namespace with one `wrangler kv bulk delete`
 * (each wrangler call starts a local runtime, so one call for all keys), so the next request
 * reads Firestore again. Local (wrangler dev) storage by default; --remote
 * for production. Rendered pages need no purge: their cache key holds the data version.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { cacheKey, DATASET_NAMES, type DatasetName } from "../data/datasets";
import { WRANGLER_OFFLINE_ENV } from "./offline-env";

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
const result = spawnSync(
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
rmSync(folder, { recursive: true, force: true });
const where = remote ? "remote" : "local";
if (result.status !== 0) {
  console.error(
    `could not purge ${keys.join(", ")} (${where}): ${(result.stderr || result.stdout).trim().split("\n").slice(-3).join(" ")}`,
  );
  process.exit(1);
}
for (const key of keys) console.log(`purged ${key} (${where})`);
