import { exportPKCS8, generateKeyPair, jwtVerify } from "jose";
import { describe, expect, it } from "vitest";
import { serviceAccountToken } from "../../worker/firestore/service-account";

const TOKEN_URL = "https://oauth2.googleapis.com/token";

async function account(email: string) {
  const { publicKey, privateKey } = await generateKeyPair("RS256", { extractable: true });
  return { publicKey, json: JSON.stringify({ type: "service_account", client_email: email, private_key: await exportPKCS8(privateKey) }) };
}

describe("the service account's OAuth token", () => {
  it("is minted from a JWT signed with the account's key (RS256) and reused until shortly before it expires", async () => {
    const { publicKey, json } = await account("editor@grill.iam.gserviceaccount.com");
    const assertions: Record<string, unknown>[] = [];
    const tokenEndpoint = (async (url: string, init: RequestInit) => {
      expect(url).toBe(TOKEN_URL);
      const form = new URLSearchParams(init.body as string);
      expect(form.get("grant_type")).toBe("urn:ietf:params:oauth:grant-type:jwt-bearer");
      const { payload, protectedHeader } = await jwtVerify(form.get("assertion") ?? "", publicKey, { audience: TOKEN_URL });
      expect(protectedHeader.alg).toBe("RS256");
      assertions.push(payload);
      return Response.json({ access_token: `token-${assertions.length}`, expires_in: 3600, token_type: "Bearer" });
    }) as typeof fetch;

    // The token endpoint checks the assertion against the real clock, so the test starts now.
    const start = Date.now();
    expect(await serviceAccountToken(json, tokenEndpoint, start)).toBe("token-1");
    expect(assertions[0]).toMatchObject({
      iss: "editor@grill.iam.gserviceaccount.com",
      sub: "editor@grill.iam.gserviceaccount.com",
      scope: "https://www.googleapis.com/auth/datastore",
    });
    expect(await serviceAccountToken(json, tokenEndpoint, start + 58 * 60_000)).toBe("token-1");
    expect(await serviceAccountToken(json, tokenEndpoint, start + 59 * 60_000 + 1)).toBe("token-2");
    expect(assertions).toHaveLength(2);
  });

  it("says what is wrong with a key that is not a service account's, and when Google refuses it", async () => {
    await expect(serviceAccountToken("not json")).rejects.toThrow(/not JSON/);
    await expect(serviceAccountToken("{}")).rejects.toThrow(/no client_email or private_key/);
    const { json } = await account("revoked@grill.iam.gserviceaccount.com");
    const refusing = (async () =>
      Response.json({ error: "invalid_grant", error_description: "Invalid JWT Signature." }, { status: 400 })) as typeof fetch;
    await expect(serviceAccountToken(json, refusing)).rejects.toThrow(/refused \(HTTP 400: invalid_grant, Invalid JWT Signature\.\)/);
  });

  it("is a Firestore that does not answer when the token endpoint does not", async () => {
    const { json } = await account("unreachable@grill.iam.gserviceaccount.com");
    const down = (async () => {
      throw new TypeError("fetch failed");
    }) as typeof fetch;
    await expect(serviceAccountToken(json, down)).rejects.toMatchObject({
      name: "FirestoreError",
      status: "UNAVAILABLE",
      message: expect.stringMatching(/token endpoint did not answer \(fetch failed\)/),
    });
  });
});
