import { z } from "zod";
import type { AppConfig } from "../shared/app-config";

const optional = z
  .string()
  .optional()
  .transform((value) => (value ? value : undefined));

const ConfigSchema = z.object({
  SITE_URL: z.url({ protocol: /^https?$/ }).transform((url) => url.replace(/\/+$/, "")),
  RESTAURANT_PHONE: z.string().regex(/^\+?[\d ()-]{6,}$/, "a phone number such as +386 1 234 56 78"),
  DELIVERY_URL: z.url({ protocol: /^https$/ }),
  FIRESTORE_PROJECT_ID: optional,
  FIRESTORE_DATABASE: optional,
  FIRESTORE_EMULATOR_HOST: optional,
  FIRESTORE_API_KEY: optional,
});

export type WorkerConfig = z.infer<typeof ConfigSchema>;

export class ConfigError extends Error {
  override name = "ConfigError";
}

const parsed = new WeakMap<object, WorkerConfig>();

/** Validates the deployment's variables once per env object; names the bad variable. */
export function workerConfig(env: Env): WorkerConfig {
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
  };
}
