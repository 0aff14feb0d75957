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
  FIRESTORE_DATABASE: optional,
  /** e.g. `$(gcloud auth print-access-token)`: production's rules refuse every request without one. */
  FIRESTORE_ACCESS_TOKEN: optional,
});

/** Production Firestore only with a token: the project's rules refuse anonymous reads and writes. */
function checkAccessToken(settings: z.infer<typeof FirestoreEnvSchema>, context: z.RefinementCtx): void {
  if (settings.FIRESTORE_EMULATOR_HOST || settings.FIRESTORE_ACCESS_TOKEN) return;
  context.addIssue({
    code: "custom",
    path: ["FIRESTORE_ACCESS_TOKEN"],
    message:
      "is not set: production Firestore refuses requests without a token (FIRESTORE_ACCESS_TOKEN=$(gcloud auth print-access-token)), " +
      "or set FIRESTORE_EMULATOR_HOST for an emulator",
  });
}

/** The client the operator scripts use, configured from the environment; names the variable that is wrong. */
export function firestoreClientFromEnv(env: NodeJS.ProcessEnv = process.env): FirestoreClient {
  const result = FirestoreEnvSchema.superRefine(checkEmulatorHost).superRefine(checkAccessToken).safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`);
    throw new Error(`Firestore configuration: ${problems.join("; ")}`);
  }
  const config = result.data;
  return createFirestoreClient({
    projectId: config.FIRESTORE_PROJECT_ID,
    databaseId: config.FIRESTORE_DATABASE,
    emulatorHost: config.FIRESTORE_EMULATOR_HOST,
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
