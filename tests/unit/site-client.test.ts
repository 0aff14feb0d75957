import { exportPKCS8, generateKeyPair } from "jose";
import { afterEach, describe, expect, it, vi } from "vitest";
import { firestoreSource } from "../../worker/data/sources";
import { siteFirestoreClient } from "../../worker/firestore/site-client";

const TOKEN_URL = "https://oauth2.googleapis.com/token";

/** A service account's key file; each test its own account, since tokens are kept per account for the isolate. */
async function keyFile(email: string): Promise<string> {
  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  return JSON.stringify({ type: "service_account", client_email: email, private_key: await exportPKCS8(privateKey) });
}

/** Google's token endpoint (minting token-1, token-2, … or refusing) and Firestore with empty collections, both recorded. */
function fakeGoogle(tokenAnswer = (mint: number) => Response.json({ access_token: `token-${mint}`, expires_in: 3600 })) {
  let mints = 0;
  const firestoreCalls: { url: URL; authorization: string | null }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input);
    if (url.href === TOKEN_URL) {
      const answer = tokenAnswer(mints + 1);
      if (answer.ok) mints += 1;
      return answer;
    }
    firestoreCalls.push({ url, authorization: new Headers(init?.headers).get("authorization") });
    return Response.json(url.pathname.endsWith(":runQuery") ? [] : {});
  }) as unknown as typeof globalThis.fetch;
  return { fetch, firestoreCalls, mints: () => mints };
}

afterEach(() => vi.restoreAllMocks());

describe("the site's Firestore client (public reads and the editor's saves)", () => {
  it("reads with the service account's bearer token, minted once and reused by later requests, and no API key", async () => {
    const google = fakeGoogle();
    const settings = {
      FIRESTORE_PROJECT_ID: "grill",
      FIRESTORE_SERVICE_ACCOUNT: await keyFile("site-reads@grill.iam.gserviceaccount.com"),
    };

    // One request's datasets, read together, wait for one token.
    const firstRequest = firestoreSource(siteFirestoreClient(settings, { fetch: google.fetch })!);
    await Promise.all([firstRequest.boni(), firstRequest.obvestila(), firstRequest.hrana()]);
    // A later request of the same isolate has a client of its own, and the same token.
    await firestoreSource(siteFirestoreClient(settings, { fetch: google.fetch })!).boni();

    expect(google.mints()).toBe(1);
    expect(google.firestoreCalls.length).toBeGreaterThanOrEqual(4);
    for (const { url, authorization } of google.firestoreCalls) {
      expect(url.origin).toBe("https://firestore.googleapis.com");
      expect(url.searchParams.has("key")).toBe(false);
      expect(authorization).toBe("Bearer token-1");
    }
  });

  it("reads the emulator as its owner, minting nothing", async () => {
    const google = fakeGoogle();
    const client = siteFirestoreClient(
      { FIRESTORE_PROJECT_ID: "demo", FIRESTORE_EMULATOR_HOST: "127.0.0.1:8181" },
      { fetch: google.fetch },
    );
    await firestoreSource(client!).boni();
    expect(google.mints()).toBe(0);
    expect(google.firestoreCalls.map(({ url, authorization }) => [url.origin, authorization])).toEqual([
      ["http://127.0.0.1:8181", "Bearer owner"],
    ]);
  });

  it("is none without a project: the site reads its embedded seed", () => {
    expect(siteFirestoreClient({ FIRESTORE_PROJECT_ID: undefined })).toBeNull();
  });

  it("fails a read whose token is refused as a Firestore that is down, and logs it once, naming the secret", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const google = fakeGoogle(() =>
      Response.json({ error: "invalid_grant", error_description: "Invalid JWT Signature." }, { status: 400 }),
    );
    const settings = {
      FIRESTORE_PROJECT_ID: "grill",
      FIRESTORE_SERVICE_ACCOUNT: await keyFile("deleted-key@grill.iam.gserviceaccount.com"),
    };

    for (let request = 0; request < 3; request++) {
      await expect(firestoreSource(siteFirestoreClient(settings, { fetch: google.fetch })!).boni()).rejects.toMatchObject({
        name: "FirestoreError",
        status: "UNAUTHENTICATED",
      });
    }
    expect(google.firestoreCalls).toEqual([]);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(String(logged.mock.calls[0]?.[0])).toMatch(
      /^Firestore: the site could not get its access token \(the service account's token was refused \(HTTP 400: invalid_grant, Invalid JWT Signature\.\)\)\. Until it can, pages show the data they last read .*FIRESTORE_SERVICE_ACCOUNT secret/,
    );
  });
});
