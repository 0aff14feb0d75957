import { z } from "zod";
import { wallClock } from "../../shared/restaurant/opening-hours";
import type { AppConfig } from "../../shared/site/app-config";
import { checkEmulatorHost } from "../firestore/emulator-host";
import { checkSiteCredential } from "../firestore/site-client";
import type { ConfigVariable } from "./config-variables";

const optional = (fallback?: string) =>
  z
    .string()
    .default(fallback ?? "")
    .transform((value) => (value ? value : undefined));

/**
 * Every variable's value when the deployment does not set it: the one definition that the
 * README's configuration table is checked against (scripts/dev/config-defaults.ts), and that
 * wrangler.toml's [vars] must not repeat. Secrets (FIRESTORE_SERVICE_ACCOUNT) have none.
 */
export const CONFIG_DEFAULTS = {
  /** `npm start` sets it to the port it serves on. */
  SITE_URL: "http://127.0.0.1:8787",
  /** A placeholder: the deployment sets the real number. */
  RESTAURANT_PHONE: "+386 1 234 56 78",
  DELIVERY_URL: "https://wolt.com/sl/svn/ljubljana",
  HTML_CACHE_TTL_SECONDS: 60,
  DATA_FRESH_SECONDS: 3600,
  FIRESTORE_PROJECT_ID: "",
  FIRESTORE_DATABASE: "(default)",
  FIRESTORE_EMULATOR_HOST: "",
  ACCESS_TEAM_DOMAIN: "",
  ACCESS_AUD: "",
  EDITOR_EMAILS: "",
  EDITOR_LOCAL_IDENTITY: "",
  SERVICE_WORKER: "on",
  CF_BEACON_TOKEN: "",
  /** One year, this host only: includeSubDomains and preload bind every subdomain, for months, so they are opt-in. */
  HSTS: "max-age=31536000",
} as const;

const ConfigSchema = z.object({
  SITE_URL: z
    .url({ protocol: /^https?$/ })
    .default(CONFIG_DEFAULTS.SITE_URL)
    .transform((url) => url.replace(/\/+$/, "")),
  RESTAURANT_PHONE: z
    .string()
    .regex(/^\+?[\d ()-]{6,}$/, "a phone number such as +386 1 234 56 78")
    .default(CONFIG_DEFAULTS.RESTAURANT_PHONE),
  DELIVERY_URL: z.url({ protocol: /^https$/ }).default(CONFIG_DEFAULTS.DELIVERY_URL),
  /** How long the edge keeps rendered HTML (the "open now" status is at most this stale); 0 turns it off. */
  HTML_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(3600).default(CONFIG_DEFAULTS.HTML_CACHE_TTL_SECONDS),
  /** After this long without a check, an isolate asks Firestore whether cached data changed (the cron asks every five minutes). */
  DATA_FRESH_SECONDS: z.coerce.number().int().min(1).max(86_400).default(CONFIG_DEFAULTS.DATA_FRESH_SECONDS),
  FIRESTORE_PROJECT_ID: optional(CONFIG_DEFAULTS.FIRESTORE_PROJECT_ID),
  FIRESTORE_DATABASE: optional(CONFIG_DEFAULTS.FIRESTORE_DATABASE),
  FIRESTORE_EMULATOR_HOST: optional(CONFIG_DEFAULTS.FIRESTORE_EMULATOR_HOST),
  /** The Cloudflare Access team, https://<team>.cloudflareaccess.com: its keys sign the editor's tokens. */
  ACCESS_TEAM_DOMAIN: z
    .union([z.literal(""), z.url({ protocol: /^https$/ })])
    .default(CONFIG_DEFAULTS.ACCESS_TEAM_DOMAIN)
    .transform((url) => (url ? url.replace(/\/+$/, "") : undefined)),
  /** The Audience (AUD) tag of the editor's Access application. */
  ACCESS_AUD: optional(CONFIG_DEFAULTS.ACCESS_AUD),
  /** Who may edit, as Access names them: comma-separated e-mail addresses, checked after Access. */
  EDITOR_EMAILS: z
    .string()
    .default(CONFIG_DEFAULTS.EDITOR_EMAILS)
    .transform((list) =>
      list
        .split(",")
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
  /** Secret: the service account's key JSON, with which the site reads and writes production Firestore. */
  FIRESTORE_SERVICE_ACCOUNT: optional(),
  /**
   * The editor's user on a local emulator (npm run start:firestore): honoured only when
   * FIRESTORE_EMULATOR_HOST and the request are both on loopback.
   */
  EDITOR_LOCAL_IDENTITY: optional(CONFIG_DEFAULTS.EDITOR_LOCAL_IDENTITY),
  /**
   * "on": pages register the service worker (offline copies, installable app). "off": pages no
   * longer register it, and /sw.js is a script that deletes its caches and unregisters it.
   */
  SERVICE_WORKER: z.enum(["on", "off"]).default(CONFIG_DEFAULTS.SERVICE_WORKER),
  /**
   * Cloudflare Web Analytics' site token: pages then carry its beacon, and their CSP allows
   * its two hosts. Unset: neither (see the README).
   */
  CF_BEACON_TOKEN: optional(CONFIG_DEFAULTS.CF_BEACON_TOKEN).pipe(
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
    .default(CONFIG_DEFAULTS.HSTS)
    .transform((value) => (value === "off" ? null : value)),
} satisfies Record<ConfigVariable, z.ZodType>);

/** The rules that span variables. */
const CheckedConfigSchema = ConfigSchema.superRefine(checkEmulatorHost).superRefine(checkSiteCredential);

export type WorkerConfig = z.infer<typeof ConfigSchema>;

type ConfigVariables = Partial<Record<ConfigVariable, unknown>>;

export class ConfigError extends Error {
  override name = "ConfigError";
}

const parsed = new WeakMap<object, WorkerConfig>();

/** Validates the deployment's variables once per env object; names the bad variable. */
export function workerConfig(env: ConfigVariables): WorkerConfig {
  const cached = parsed.get(env);
  if (cached) return cached;
  const result = CheckedConfigSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid worker configuration (wrangler.toml [vars] or secrets): ${problems.join("; ")}`);
  }
  parsed.set(env, result.data);
  return result.data;
}

/**
 * The restaurant's phone, read on its own: the error page shows it even when the request failed
 * because another variable is invalid. Null when the phone itself is.
 */
export function restaurantPhone(env: ConfigVariables): string | null {
  const phone = ConfigSchema.shape.RESTAURANT_PHONE.safeParse(env.RESTAURANT_PHONE);
  return phone.success ? phone.data : null;
}

export function appConfig(config: WorkerConfig, buildStamp: string, now: Date): AppConfig {
  return {
    siteUrl: config.SITE_URL,
    phone: config.RESTAURANT_PHONE,
    deliveryUrl: config.DELIVERY_URL,
    buildStamp,
    // The restaurant's calendar year: in UTC the first hour of 1 January is still last year.
    year: wallClock(now.getTime()).year,
    // Whole minutes: the open/closed status depends on nothing finer, so renders within the
    // same minute are identical and can be cached.
    renderedAt: Math.floor(now.getTime() / 60_000) * 60_000,
  };
}
