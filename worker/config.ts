import { z } from "zod";
import type { AppConfig } from "../shared/site/app-config";

const optional = z
  .string()
  .optional()
  .transform((value) => (value ? value : undefined));

/** One year, this host only: includeSubDomains and preload bind every subdomain, for months, so they are opt-in. */
export const DEFAULT_HSTS = "max-age=31536000";

const ConfigSchema = z.object({
  SITE_URL: z.url({ protocol: /^https?$/ }).transform((url) => url.replace(/\/+$/, "")),
  RESTAURANT_PHONE: z.string().regex(/^\+?[\d ()-]{6,}$/, "a phone number such as +386 1 234 56 78"),
  DELIVERY_URL: z.url({ protocol: /^https$/ }),
  /** How long the edge keeps rendered HTML (the "open now" status is at most this stale); 0 turns it off. */
  HTML_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /** After this age cached menu data is refreshed from Firestore in the background. */
  DATA_FRESH_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  FIRESTORE_PROJECT_ID: optional,
  FIRESTORE_DATABASE: optional,
  FIRESTORE_EMULATOR_HOST: optional,
  FIRESTORE_API_KEY: optional,
  /**
   * "on": pages register the service worker (offline copies, installable app). "off": pages no
   * longer register it, and /sw.js is a script that deletes its caches and unregisters it.
   */
  SERVICE_WORKER: z.enum(["on", "off"]).default("on"),
  /**
   * Cloudflare Web Analytics' site token: pages then carry its beacon, and their CSP allows
   * its two hosts. Unset: neither (see the README).
   */
  CF_BEACON_TOKEN: optional.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{16,128}$/, "the site token Web Analytics shows in its JS snippet")
      .optional(),
  ),
  /** The Strict-Transport-Security header, or "off" for none. */
  HSTS: z
    .string()
    .regex(
      /^(?:off|max-age=\d+(?:; includeSubDomains(?:; preload)?)?)$/,
      'max-age=N, optionally "; includeSubDomains" and then "; preload", or "off"',
    )
    .default(DEFAULT_HSTS)
    .transform((value) => (value === "off" ? null : value)),
});

export type WorkerConfig = z.infer<typeof ConfigSchema>;

/** The names of the worker's variables (`[vars]` and secrets). */
export const CONFIG_VARIABLES = ConfigSchema.keyof().options;

type ConfigVariables = Partial<Record<(typeof CONFIG_VARIABLES)[number], unknown>>;

export class ConfigError extends Error {
  override name = "ConfigError";
}

const parsed = new WeakMap<object, WorkerConfig>();

/** Validates the deployment's variables once per env object; names the bad variable. */
export function workerConfig(env: ConfigVariables): WorkerConfig {
  const cached = parsed.get(env);
  if (cached) return cached;
  const result = ConfigSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid worker configuration (wrangler.toml [vars] or secrets): ${problems.join("; ")}`);
  }
  parsed.set(env, result.data);
  return result.data;
}

export function appConfig(config: WorkerConfig, buildStamp: string, now: Date): AppConfig {
  return {
    siteUrl: config.SITE_URL,
    phone: config.RESTAURANT_PHONE,
    deliveryUrl: config.DELIVERY_URL,
    buildStamp,
    year: now.getFullYear(),
    // Whole minutes: the open/closed status depends on nothing finer, so renders within the
    // same minute are identical and can be cached.
    renderedAt: Math.floor(now.getTime() / 60_000) * 60_000,
  };
}
