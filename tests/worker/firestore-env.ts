import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import worker from "../../worker/index";
import { FAKE_HOST } from "./fake-firestore";

/** The worker configured for Firestore (served by the fake behind a stubbed fetch). */
export const firestoreEnv: Env = { ...env, FIRESTORE_PROJECT_ID: "demo", FIRESTORE_EMULATOR_HOST: FAKE_HOST };

/** Calls the worker directly and waits for its background work (cache refreshes, puts). */
export async function call(path: string, init: RequestInit = {}, workerEnv: Env = firestoreEnv): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(`http://127.0.0.1:8787${path}`, { redirect: "manual", ...init }), workerEnv, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}
