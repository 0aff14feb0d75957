import type { FullConfig } from "@playwright/test";
import { startFirestoreEmulator } from "../../scripts/dev/firestore-emulator";

/** The variable that hands the shared emulator's `127.0.0.1:port` to the specs (tests/e2e/site-on-emulator.ts). */
export const EMULATOR_HOST_VARIABLE = "E2E_FIRESTORE_EMULATOR_HOST";

/** The --project names on the command line (none: every project runs). */
function projectsAskedFor(argv: readonly string[]): string[] {
  return argv.flatMap((arg, i) =>
    arg.startsWith("--project=") ? [arg.slice("--project=".length)] : arg === "--project" ? [argv[i + 1] ?? ""] : [],
  );
}

/**
 * One Firestore emulator for every spec that runs the site on it: each spec writes under a
 * project id of its own, which the emulator keeps apart. Not started when the command line
 * names only projects that do not use it.
 */
export default async function globalSetup(config: FullConfig): Promise<(() => Promise<void>) | undefined> {
  const onEmulator = config.projects.filter((project) => project.metadata.firestoreEmulator === true).map((project) => project.name);
  const asked = projectsAskedFor(process.argv);
  if (onEmulator.length === 0 || (asked.length > 0 && !asked.some((name) => onEmulator.includes(name)))) return undefined;
  const emulator = await startFirestoreEmulator();
  process.env[EMULATOR_HOST_VARIABLE] = emulator.host;
  return () => emulator.stop();
}
