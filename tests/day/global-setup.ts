import type { TestProject } from "vitest/node";
import { startFirestoreEmulator } from "../../scripts/dev/firestore-emulator";
import { importDocuments } from "../../scripts/operator/seed-transfer";
import { createFirestoreClient } from "../../worker/firestore/client";
import { startBillingProxy } from "../support/billing-proxy";
import { ALL_SEED_DOCUMENTS } from "../support/seed-documents";
import "./provided";

const PROJECT = "day-budgets";

/** The emulator, seeded, behind the billing proxy; the tests reach both through the proxy's host. */
export default async function setup(project: TestProject) {
  const emulator = await startFirestoreEmulator();
  try {
    await importDocuments(
      createFirestoreClient({ projectId: PROJECT, emulatorHost: emulator.host, timeoutMs: 30_000 }),
      ALL_SEED_DOCUMENTS,
    );
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
