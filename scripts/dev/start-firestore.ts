/**
 * Runs the site on a local Firestore emulator filled with the seed:
 *   npx tsx scripts/dev/start-firestore.ts      (FIRESTORE_PORT, default 8181)
 * Starts the emulator, imports the seed into project "demo", runs `npm start` with
 * FIRESTORE_PROJECT_ID and FIRESTORE_EMULATOR_HOST set (and EDITOR_LOCAL_IDENTITY, so /urejanje
 * opens to loopback), and stops the emulator when the site stops.
 */
import { spawn } from "node:child_process";
import { DATASET_NAMES } from "../../worker/data/datasets";
import { createFirestoreClient } from "../../worker/firestore/client";
import { startFirestoreEmulator } from "./firestore-emulator";
import { runScript } from "../operator/firestore-env";
import { readSeedFile, SEED_DIRECTORY } from "../operator/seed-files";
import { importDocuments } from "../operator/seed-transfer";

const PROJECT_ID = "demo";

runScript(async () => {
  const port = Number(process.env.FIRESTORE_PORT ?? 8181);
  if (!Number.isInteger(port) || port <= 0 || port > 65_535) {
    throw new Error(`FIRESTORE_PORT is not a port number: ${process.env.FIRESTORE_PORT}`);
  }

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
  } catch (error) {
    await stopEmulator();
    throw error;
  }

  const site = spawn("npm", ["start"], {
    stdio: "inherit",
    // The editor opens to loopback requests under this name (worker/editor/access.ts).
    env: {
      EDITOR_LOCAL_IDENTITY: "lastnik@localhost",
      ...process.env,
      FIRESTORE_PROJECT_ID: PROJECT_ID,
      FIRESTORE_EMULATOR_HOST: emulator.host,
    },
  });
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      if (site.exitCode === null) site.kill(signal);
      else void stopEmulator().then(() => process.exit(130));
    });
  }
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
