import { readFileSync } from "node:fs";
import { startFirestoreEmulator } from "../../scripts/dev/firestore-emulator";
import { DATASET_NAMES } from "../../worker/data/datasets";
import { createFirestoreClient } from "../../worker/firestore/client";
import type { FirestoreFields } from "../../worker/firestore/values";
import type { Write } from "../../worker/firestore/writes";
import { startSite, type RunningSite } from "./site-server";

/** The seed files as documents, read as files: the seed's modules import them as JSON modules, which Playwright's runner cannot load. */
function seedWrites(): Write[] {
  return DATASET_NAMES.flatMap((name) =>
    (
      JSON.parse(readFileSync(new URL(`../../worker/data/seed/${name}.json`, import.meta.url), "utf8")) as {
        name: string;
        fields: FirestoreFields;
      }[]
    ).map((document): Write => ({ update: { path: document.name, fields: document.fields } })),
  );
}

export interface SiteOnEmulator {
  /** The emulator's `127.0.0.1:port`. */
  emulatorHost: string;
  site: RunningSite;
  stop(): Promise<void>;
}

/**
 * An emulator of its own (or the running one at `emulatorHost`, left running), written with the
 * seed (unless `seed` is false) and then `writes`, and the built site reading it, with `env` beside
 * the emulator's variables.
 */
export async function startSiteOnEmulator(options: {
  project: string;
  seed?: boolean;
  writes?: Write[];
  env?: Record<string, string>;
  emulatorHost?: string;
}): Promise<SiteOnEmulator> {
  const emulator = options.emulatorHost ? null : await startFirestoreEmulator();
  const emulatorHost = options.emulatorHost ?? emulator!.host;
  const client = createFirestoreClient({ projectId: options.project, emulatorHost, timeoutMs: 30_000 });
  const writes = [...(options.seed === false ? [] : seedWrites()), ...(options.writes ?? [])];
  await client.commit(writes);
  // A fresh emulator's JVM answers its first reads slowly: the site's first page must not meet
  // that within its 4 s per call on a loaded machine, where a real Firestore is warm.
  const collections = new Set(writes.flatMap((write) => ("update" in write ? [write.update.path.replace(/\/[^/]+$/, "")] : [])));
  await Promise.all([...collections].map((collection) => client.listDocuments(collection)));
  const site = await startSite({ FIRESTORE_PROJECT_ID: options.project, FIRESTORE_EMULATOR_HOST: emulatorHost, ...options.env });
  return {
    emulatorHost,
    site,
    stop: async () => {
      await site.stop();
      await emulator?.stop();
    },
  };
}
