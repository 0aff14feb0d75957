import { importPKCS8, SignJWT } from "jose";
import { FirestoreError, isRecord } from "./errors";

const TOKEN_URL = "https://oauth2.googleapis.com/token";
const SCOPE = "https://www.googleapis.com/auth/datastore";
/** A token is renewed this long before it expires, so no request carries one that dies on the way. */
const RENEW_BEFORE_MS = 60_000;

interface ServiceAccountKey {
  client_email: string;
  private_key: string;
  token_uri?: string;
}

function parseKey(json: string): ServiceAccountKey {
  let key: unknown;
  try {
    key = JSON.parse(json);
  } catch {
    throw new Error("FIRESTORE_SERVICE_ACCOUNT is not JSON: paste the whole key file of the service account");
  }
  if (!isRecord(key) || typeof key.client_email !== "string" || typeof key.private_key !== "string") {
    throw new Error("FIRESTORE_SERVICE_ACCOUNT has no client_email or private_key: it must be a service account's key file");
  }
  return {
    client_email: key.client_email,
    private_key: key.private_key,
    ...(typeof key.token_uri === "string" && { token_uri: key.token_uri }),
  };
}

// Per isolate and per account: one token until shortly before it expires.
const tokens = new Map<string, { token: string; expiresAt: number }>();

/**
 * An OAuth access token for the service account: a JWT signed with its key (RS256) is traded
 * at Google's token endpoint, and the token is reused until shortly before it expires.
 */
export async function serviceAccountToken(
  keyJson: string,
  doFetch: typeof fetch = (input, init) => fetch(input, init),
  now = Date.now(),
  signal?: AbortSignal,
): Promise<string> {
  const key = parseKey(keyJson);
  const cached = tokens.get(key.client_email);
  if (cached && cached.expiresAt - RENEW_BEFORE_MS > now) return cached.token;

  const audience = key.token_uri ?? TOKEN_URL;
  const assertion = await new SignJWT({ scope: SCOPE })
    .setProtectedHeader({ alg: "RS256", typ: "JWT" })
    .setIssuer(key.client_email)
    .setSubject(key.client_email)
    .setAudience(audience)
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(Math.floor(now / 1000) + 3600)
    .sign(await importPKCS8(key.private_key, "RS256"));
  let response: Response;
  let answer: unknown;
  try {
    response = await doFetch(audience, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ grant_type: "urn:ietf:params:oauth:grant-type:jwt-bearer", assertion }).toString(),
      ...(signal && { signal }),
    });
    answer = await response.json().catch(() => null);
  } catch (cause) {
    // Google's token endpoint down or slow is, for the site, Firestore down.
    const reason = cause instanceof Error ? cause.message : String(cause);
    throw new FirestoreError({
      status: "UNAVAILABLE",
      message: `the service account's token endpoint did not answer (${reason}): ${audience}`,
      httpStatus: null,
      cause,
    });
  }
  if (!response.ok || !isRecord(answer) || typeof answer.access_token !== "string") {
    throw new FirestoreError({
      status: "UNAUTHENTICATED",
      message: `the service account's token was refused (HTTP ${response.status}${refusal(answer)})`,
      httpStatus: response.status,
    });
  }
  const expiresIn = typeof answer.expires_in === "number" ? answer.expires_in : 3600;
  tokens.set(key.client_email, { token: answer.access_token, expiresAt: now + expiresIn * 1000 });
  return answer.access_token;
}

/** Google's reason, e.g. ": invalid_grant, Invalid JWT Signature." for a key that was deleted. */
function refusal(answer: unknown): string {
  if (!isRecord(answer) || typeof answer.error !== "string") return "";
  return `: ${answer.error}${typeof answer.error_description === "string" ? `, ${answer.error_description}` : ""}`;
}
