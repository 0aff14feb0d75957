import { z } from "zod";
import { createFirestoreClient, type FirestoreClient } from "../../worker/firestore/client";
import { checkEmulatorHost } from "../../worker/firestore/emulator-host";

const optional = z
  .string()
  .optional()
  .transform((value) => value || undefined);

const FirestoreEnvSchema = z.object({
  FIRESTORE_PROJECT_ID: z.string({ error: "is not set" }).min(1, "is empty"),
  FIRESTORE_EMULATOR_HOST: optional,
  FIRESTORE_API_KEY: optional,
  FIRESTORE_DATABASE: optional,
  /** e.g. `$(gcloud auth print-access-token)`: production accepts writes only with one. */
  FIRESTORE_ACCESS_TOKEN: optional,
});

/** The client the operator scripts use, configured from the environment; names the variable that is wrong. */
export function firestoreClientFromEnv(env: NodeJS.ProcessEnv = process.env): FirestoreClient {
  const result = FirestoreEnvSchema.superRefine(checkEmulatorHost).safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`);
    throw new Error(`Firestore configuration: ${problems.join("; ")}`);
  }
  const config = result.data;
  return createFirestoreClient({
    projectId: config.FIRESTORE_PROJECT_ID,
    databaseId: config.FIRESTORE_DATABASE,
    emulatorHost: config.FIRESTORE_EMULATOR_HOST,
    apiKey: config.FIRESTORE_API_KEY,
    accessToken: config.FIRESTORE_ACCESS_TOKEN,
    timeoutMs: 30_000,
  });
}

/** Runs a script's main function, printing a failure as one message and exit code 1. */
export function runScript(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
