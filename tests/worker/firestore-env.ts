import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, vi } from "vitest";
import { DATASET_NAMES, cacheKey } from "../../worker/data/datasets";
import worker from "../../worker/index";
import { FAKE_HOST, FakeFirestore } from "./fake-firestore";

/** The worker configured for Firestore (served by the fake behind a stubbed fetch). */
export const firestoreEnv: Env = { ...env, FIRESTORE_PROJECT_ID: "demo", FIRESTORE_EMULATOR_HOST: FAKE_HOST };

/** Calls the worker directly and waits for its background work (cache refreshes, puts). */
export async function call(path: string, init: RequestInit = {}, workerEnv: Env = firestoreEnv): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(`http://127.0.0.1:8787${path}`, { redirect: "manual", ...init }), workerEnv, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

/**
 * A fresh fake Firestore behind the worker's outbound fetch for every test, with the KV
 * cache emptied; returns a getter for the current fake.
 */
export function useFakeFirestore(): () => FakeFirestore {
  let firestore = new FakeFirestore();
  beforeEach(async () => {
    firestore = new FakeFirestore();
    vi.spyOn(globalThis, "fetch").mockImplementation(firestore.fetch);
    for (const name of DATASET_NAMES) await env.CACHE.delete(cacheKey(name));
  });
  afterEach(() => vi.restoreAllMocks());
  return () => firestore;
}
