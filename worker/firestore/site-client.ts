import type { z } from "zod";
import { createFirestoreClient, type FirestoreClient } from "./client";
import { serviceAccountToken } from "./service-account";

/** The deployment's Firestore variables, as the worker's configuration holds them. */
export interface FirestoreSettings {
  FIRESTORE_PROJECT_ID?: string | undefined;
  FIRESTORE_DATABASE?: string | undefined;
  FIRESTORE_EMULATOR_HOST?: string | undefined;
  FIRESTORE_SERVICE_ACCOUNT?: string | undefined;
}

export interface SiteClientOptions {
  fetch?: typeof fetch | undefined;
  /** Per HTTP call, the token's minting included. */
  timeoutMs?: number;
}

/**
 * The site's one way in to Firestore, for the public reads and the editor's saves alike: on the
 * emulator as its owner; in production with the service account's token, minted once per
 * isolate and renewed shortly before it expires. The project's rules refuse every other caller.
 * Null when no project is configured (the site then reads its embedded seed).
 */
export function siteFirestoreClient(settings: FirestoreSettings, options: SiteClientOptions = {}): FirestoreClient | null {
  const projectId = settings.FIRESTORE_PROJECT_ID;
  if (!projectId) return null;
  return createFirestoreClient({
    projectId,
    databaseId: settings.FIRESTORE_DATABASE,
    emulatorHost: settings.FIRESTORE_EMULATOR_HOST,
    accessToken: settings.FIRESTORE_EMULATOR_HOST ? undefined : tokenFor(settings.FIRESTORE_SERVICE_ACCOUNT, options.fetch),
    ...(options.fetch && { fetch: options.fetch }),
    ...(options.timeoutMs !== undefined && { timeoutMs: options.timeoutMs }),
  });
}

/** The client's token: its calls made together (a request's datasets) wait for one mint. */
function tokenFor(keyJson: string | undefined, doFetch: typeof fetch | undefined): (signal: AbortSignal) => Promise<string> {
  let pending: Promise<string> | undefined;
  return (signal) =>
    (pending ??= mint(keyJson, doFetch, signal).finally(() => {
      pending = undefined;
    }));
}

async function mint(keyJson: string | undefined, doFetch: typeof fetch | undefined, signal: AbortSignal): Promise<string> {
  try {
    if (!keyJson) throw new Error("FIRESTORE_SERVICE_ACCOUNT is not set");
    const token = await serviceAccountToken(keyJson, doFetch, Date.now(), signal);
    reported = null;
    return token;
  } catch (error) {
    reportOnce(error);
    throw error;
  }
}

// Per isolate: the token problem last logged, so that a lasting one is logged once, not on every read.
let reported: string | null = null;

function reportOnce(error: unknown): void {
  const problem = error instanceof Error ? error.message : String(error);
  if (problem === reported) return;
  reported = problem;
  console.error(
    `Firestore: the site could not get its access token (${problem}). Until it can, pages show the data they last read ` +
      "and the editor cannot save. Check the FIRESTORE_SERVICE_ACCOUNT secret: the whole key file of a service account " +
      "with the role Cloud Datastore User (roles/datastore.user).",
  );
}

/** A configuration schema's refinement: production Firestore only with the service account, since its rules refuse anyone else. */
export function checkSiteCredential(settings: FirestoreSettings, context: z.RefinementCtx): void {
  if (!settings.FIRESTORE_PROJECT_ID || settings.FIRESTORE_EMULATOR_HOST || settings.FIRESTORE_SERVICE_ACCOUNT) return;
  context.addIssue({
    code: "custom",
    path: ["FIRESTORE_SERVICE_ACCOUNT"],
    message:
      "must be set when FIRESTORE_PROJECT_ID names a production Firestore: its rules refuse every read without the " +
      "service account's token (set the key file with `wrangler secret put FIRESTORE_SERVICE_ACCOUNT`)",
  });
}
