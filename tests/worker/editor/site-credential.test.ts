import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { exportPKCS8, generateKeyPair } from "jose";
import { beforeEach, describe, expect, it, vi } from "vitest";
import worker from "../../../worker/index";
import { FAKE_HOST } from "../fake-firestore";
import { call, firestoreEnv, useFakeFirestore } from "../firestore-env";

const TOKEN_URL = "https://oauth2.googleapis.com/token";

const fake = useFakeFirestore();

/** Production: no emulator, the service account's key as the secret. Each test its own account (tokens are kept per account). */
async function production(email: string): Promise<Env> {
  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  const key = JSON.stringify({ type: "service_account", client_email: email, private_key: await exportPKCS8(privateKey) });
  return { ...firestoreEnv, FIRESTORE_EMULATOR_HOST: "", FIRESTORE_SERVICE_ACCOUNT: key };
}

let refuseTokens = false;
let mints = 0;
let firestoreCalls: { url: URL; authorization: string | null }[] = [];

// Google's token endpoint stands in at its address; Firestore's calls go to the fake.
beforeEach(() => {
  refuseTokens = false;
  mints = 0;
  firestoreCalls = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (request.url === TOKEN_URL) {
      if (refuseTokens) return Response.json({ error: "invalid_grant", error_description: "Invalid JWT Signature." }, { status: 400 });
      mints += 1;
      return Response.json({ access_token: `token-${mints}`, expires_in: 3600 });
    }
    const url = new URL(request.url);
    firestoreCalls.push({ url, authorization: request.headers.get("authorization") });
    // The fake answers at its own address what production would.
    return fake().fetch(new Request(`http://${FAKE_HOST}${url.pathname}${url.search}`, request));
  });
});

async function daily(workerEnv: Env): Promise<void> {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron: "30 2 * * *" }), workerEnv, ctx);
  await waitOnExecutionContext(ctx);
}

describe("the site's reads of production Firestore", () => {
  it("carry the service account's token, minted once for the isolate's requests, and no API key", async () => {
    const site = await production("site-reads@grill.iam.gserviceaccount.com");
    expect((await call("/api/boni", {}, site)).status).toBe(200);
    const page = await call("/ponudba", {}, site);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Pleskavica");

    expect(mints).toBe(1);
    expect(firestoreCalls.length).toBeGreaterThan(1);
    for (const { url, authorization } of firestoreCalls) {
      expect(url.origin).toBe("https://firestore.googleapis.com");
      expect(url.searchParams.has("key")).toBe(false);
      expect(authorization).toBe("Bearer token-1");
    }
  });

  it("without a token are Firestore down: the last good data is served, nothing else is, and it is logged once", async () => {
    const site = await production("revoked@grill.iam.gserviceaccount.com");
    const good = await (await call("/api/hrana", {}, site)).text();
    const stored = await env.CACHE.get("v1:hrana");
    expect(stored).not.toBeNull();

    // The key is revoked: Google refuses every new token (a fresh isolate, here a fresh account).
    const revoked = await production("revoked-later@grill.iam.gserviceaccount.com");
    refuseTokens = true;
    firestoreCalls = [];
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await daily(revoked);
    const served = await call("/api/hrana", {}, revoked);
    const unread = await call("/api/boni", {}, revoked);
    const menuPage = await call("/studentski-boni", {}, revoked);

    expect(served.status).toBe(200);
    expect(await served.text()).toBe(good);
    expect(await env.CACHE.get("v1:hrana")).toBe(stored);
    expect(unread.status).toBe(503);
    expect(menuPage.status).toBe(503);
    expect(await menuPage.text()).toContain("Meni je trenutno nedosegljiv");
    expect(firestoreCalls).toEqual([]);
    const tokenLogs = logged.mock.calls.map((args) => String(args[0])).filter((line) => line.includes("access token"));
    expect(tokenLogs).toHaveLength(1);
    expect(tokenLogs[0]).toMatch(/invalid_grant.*Check the FIRESTORE_SERVICE_ACCOUNT secret/);
  });
});
