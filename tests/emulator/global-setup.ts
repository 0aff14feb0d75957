import type { TestProject } from "vitest/node";
import { startFirestoreEmulator } from "../../scripts/dev/firestore-emulator";

declare module "vitest" {
  export interface ProvidedContext {
    /** `127.0.0.1:port` of the emulator shared by all test files; each file uses its own project id. */
    firestoreEmulatorHost: string;
  }
}

export default async function setup(project: TestProject) {
  const emulator = await startFirestoreEmulator();
  project.provide("firestoreEmulatorHost", emulator.host);
  return () => emulator.stop();
}
