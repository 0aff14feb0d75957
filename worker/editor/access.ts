import { createRemoteJWKSet, jwtVerify } from "jose";
import type { WorkerConfig } from "../app/config";
import { isLoopbackHost } from "../firestore/emulator-host";

/** Who is at the editor, and what they may do. */
export type EditorAccess =
  | { kind: "edit"; email: string }
  /** The embedded seed: the data shown, nothing to write to. */
  | { kind: "read-only" }
  /** `email`: the address Access signed in, when its token was valid (not on the allowlist). */
  | { kind: "forbidden"; reason: string; email: string | null }
  /** No editor configured: it does not exist. */
  | { kind: "absent" };

/** The header Cloudflare Access puts on every request it lets through. */
const ACCESS_JWT_HEADER = "Cf-Access-Jwt-Assertion";

// Per isolate: the team's key set is fetched once and refreshed by jose when a new key appears.
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

function teamKeys(teamDomain: string) {
  let keys = keySets.get(teamDomain);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(`${teamDomain}/cdn-cgi/access/certs`));
    keySets.set(teamDomain, keys);
  }
  return keys;
}

/** Access verifies who is there; the worker checks Access's token again and the allowlist after it. */
function accessConfigured(config: WorkerConfig): config is WorkerConfig & { ACCESS_TEAM_DOMAIN: string; ACCESS_AUD: string } {
  return Boolean(config.ACCESS_TEAM_DOMAIN && config.ACCESS_AUD && config.EDITOR_EMAILS.length > 0);
}

/** Writes need a database and a way to write to it: the emulator, or production with a service account. */
export function writable(config: WorkerConfig): boolean {
  return Boolean(config.FIRESTORE_PROJECT_ID && (config.FIRESTORE_EMULATOR_HOST || config.FIRESTORE_SERVICE_ACCOUNT));
}

async function accessEmail(config: WorkerConfig & { ACCESS_TEAM_DOMAIN: string; ACCESS_AUD: string }, token: string | undefined) {
  if (!token) return { ok: false as const, reason: "no Access token" };
  try {
    const { payload } = await jwtVerify(token, teamKeys(config.ACCESS_TEAM_DOMAIN), {
      issuer: config.ACCESS_TEAM_DOMAIN,
      audience: config.ACCESS_AUD,
      algorithms: ["RS256"],
    });
    return typeof payload.email === "string"
      ? { ok: true as const, email: payload.email.toLowerCase() }
      : { ok: false as const, reason: "no e-mail in the token" };
  } catch (error) {
    return { ok: false as const, reason: error instanceof Error ? error.message : "invalid token" };
  }
}

/**
 * Production: Cloudflare Access's token (signature against the team's keys, audience, issuer,
 * expiry), then the e-mail allowlist. Locally, on the emulator only and from loopback only, the
 * explicit local identity. Without a database the data is shown read-only; a database without
 * either way in has no editor at all.
 */
export async function editorAccess(config: WorkerConfig, request: Request): Promise<EditorAccess> {
  if (accessConfigured(config)) {
    const verified = await accessEmail(config, request.headers.get(ACCESS_JWT_HEADER) ?? undefined);
    if (!verified.ok) return { kind: "forbidden", reason: verified.reason, email: null };
    if (!config.EDITOR_EMAILS.includes(verified.email)) {
      return { kind: "forbidden", reason: `${verified.email} is not in EDITOR_EMAILS`, email: verified.email };
    }
    return writable(config) ? { kind: "edit", email: verified.email } : { kind: "read-only" };
  }
  const local = config.EDITOR_LOCAL_IDENTITY;
  if (local && config.FIRESTORE_PROJECT_ID && config.FIRESTORE_EMULATOR_HOST && isLoopbackHost(config.FIRESTORE_EMULATOR_HOST)) {
    const client = request.headers.get("CF-Connecting-IP");
    const fromLoopback =
      isLoopbackHost(new URL(request.url).host) && (client === null || isLoopbackHost(client.includes(":") ? `[${client}]` : client));
    return fromLoopback
      ? { kind: "edit", email: local }
      : { kind: "forbidden", reason: "the local identity serves loopback requests only", email: null };
  }
  return config.FIRESTORE_PROJECT_ID ? { kind: "absent" } : { kind: "read-only" };
}
