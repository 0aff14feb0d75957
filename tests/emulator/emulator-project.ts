import { afterAll, beforeEach, inject } from "vitest";
import { clearFirestoreEmulator } from "../../scripts/dev/firestore-emulator";
import { createFirestoreClient, type FirestoreClient, type FirestoreClientOptions } from "../../worker/firestore/client";

export const emulatorHost = () => inject("firestoreEmulatorHost");

/** A client on a project of its own, emptied before every test, so that test files can run in parallel. */
export function useEmulatorProject(projectId: string, options: Partial<FirestoreClientOptions> = {}): FirestoreClient {
  const client = createFirestoreClient({ projectId, emulatorHost: emulatorHost(), timeoutMs: 10_000, ...options });
  beforeEach(() => clearFirestoreEmulator(emulatorHost(), projectId));
  afterAll(() => clearFirestoreEmulator(emulatorHost(), projectId));
  return client;
}
