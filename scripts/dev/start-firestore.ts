/**
 * Runs the site on a local Firestore emulator filled with the seed:
 *   npx tsx scripts/dev/start-firestore.ts      (FIRESTORE_PORT, default 8181)
 * Starts the emulator with the project's rules (firestore.rules, as production has them),
 * imports the seed into project "demo", runs `npm start` with
 * FIRESTORE_PROJECT_ID and FIRESTORE_EMULATOR_HOST set (and EDITOR_LOCAL_IDENTITY, so /urejanje
 * opens to loopback), and stops the emulator when the site stops. Its arguments go to `npm start`
 * (--no-build, --persist-to DIR, `--` and wrangler's). SIGINT, SIGTERM or SIGHUP stops the site
 * (wrangler, workerd) and the emulator (gcloud, java) together; should this script die some other
 * way, they stop all the same. A taken FIRESTORE_PORT or PORT stops it at once.
 */
import { fileURLToPath } from "node:url";
import { DATASET_NAMES } from "../../worker/data/datasets";
import { firestoreSource } from "../../worker/data/sources";
import { createFirestoreClient } from "../../worker/firestore/client";
import { startFirestoreEmulator, startPort } from "./firestore-emulator";
import { onStopSignal, spawnGroup, stopGroup } from "./process-group";
import { runScript } from "../operator/firestore-env";
import { readSeedFile, SEED_DIRECTORY } from "../operator/seed-files";
import { importDocuments } from "../operator/seed-transfer";

const PROJECT_ID = "demo";
/** start.ts gives wrangler 3 s, then kills its group. */
const SITE_STOP_GRACE_MS = 6_000;

runScript(async () => {
  const port = await startPort("FIRESTORE_PORT");
  // The site's port too, before the emulator and the seed take their time.
  await startPort("PORT");

  // Until the site runs, exiting is enough: the emulator's group is stopped as this script exits.
  let stopAll: () => Promise<unknown> = () => Promise.resolve();
  let exiting: Promise<never> | undefined;
  onStopSignal((code) => void (exiting ??= stopAll().then(() => process.exit(code))));

  console.log(`Starting the Firestore emulator on 127.0.0.1:${port} ...`);
  const emulator = await startFirestoreEmulator({ port });
  let stopping: Promise<void> | undefined;
  const stopEmulator = () => (stopping ??= emulator.stop());

  try {
    const client = createFirestoreClient({ projectId: PROJECT_ID, emulatorHost: emulator.host, timeoutMs: 30_000 });
    const collections = await Promise.all(DATASET_NAMES.map((collection) => readSeedFile(SEED_DIRECTORY, collection)));
    const documents = collections.flat();
    await importDocuments(client, documents);
    console.log(`Imported ${documents.length} seed documents into project ${PROJECT_ID} at ${emulator.host}`);
    // A fresh emulator's JVM answers its first queries slowly: the site's reads, once, here, so
    // that its first page does not meet that within its 4 s per call.
    const source = firestoreSource(client);
    await Promise.all(DATASET_NAMES.map((name) => source[name]()));
  } catch (error) {
    await stopEmulator();
    throw error;
  }

  // `npm start`'s script in a process group of its own: on a signal it stops wrangler and
  // workerd (scripts/dev/start.ts) while the emulator stops.
  const startScript = fileURLToPath(new URL("start.ts", import.meta.url));
  const site = spawnGroup(process.execPath, ["--import", "tsx", startScript, ...process.argv.slice(2)], {
    stdio: ["ignore", "inherit", "inherit"],
    // The editor opens to loopback requests under this name (worker/editor/access.ts).
    env: {
      EDITOR_LOCAL_IDENTITY: "lastnik@localhost",
      ...process.env,
      FIRESTORE_PROJECT_ID: PROJECT_ID,
      FIRESTORE_EMULATOR_HOST: emulator.host,
    },
  });
  stopAll = () => Promise.all([stopGroup(site, SITE_STOP_GRACE_MS), stopEmulator()]);
  const code = await new Promise<number>((resolve) => {
    site.once("exit", (exitCode, signal) => resolve(exitCode ?? (signal ? 130 : 1)));
    site.once("error", (error) => {
      console.error(`npm start failed: ${error.message}`);
      resolve(1);
    });
  });
  await stopEmulator();
  process.exitCode = code;
});
