import type { TestProject } from "vitest/node";
import { startFirestoreEmulator } from "../../scripts/dev/firestore-emulator";
import { importDocuments } from "../../scripts/operator/seed-transfer";
import { DATASET_NAMES } from "../../worker/data/datasets";
import { firestoreSource } from "../../worker/data/sources";
import { createFirestoreClient } from "../../worker/firestore/client";
import { startBillingProxy } from "../support/billing-proxy";
import { ALL_SEED_DOCUMENTS } from "../support/seed-documents";
import "./provided";

const PROJECT = "day-budgets";

/** The emulator, seeded, behind the billing proxy; the tests reach both through the proxy's host. */
export default async function setup(project: TestProject) {
  const emulator = await startFirestoreEmulator();
  try {
    const client = createFirestoreClient({ projectId: PROJECT, emulatorHost: emulator.host, timeoutMs: 30_000 });
    await importDocuments(client, ALL_SEED_DOCUMENTS);
    // A fresh emulator's JVM answers its first queries slowly. The site's reads, once, here and
    // not through the billing proxy, so that no counted read of the day meets a timeout and its retry.
    const source = firestoreSource(client);
    await Promise.all(DATASET_NAMES.map((name) => source[name]()));
    const proxy = await startBillingProxy(emulator.host);
    project.provide("billingProxyHost", proxy.host);
    project.provide("dayProject", PROJECT);
    return async () => {
      await proxy.close();
      await emulator.stop();
    };
  } catch (error) {
    await emulator.stop();
    throw error;
  }
}
