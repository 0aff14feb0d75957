/**
 * The names of the worker's variables (`[vars]` and secrets), in the order the README lists
 * them. Names only, importing nothing: the dev tools (vite.config.ts through
 * scripts/dev/vite-dev.ts, `npm start`) pass these on from the environment without loading the
 * worker's code. worker/app/config.ts validates exactly these (its schema is checked against
 * the list by the compiler).
 */
export const CONFIG_VARIABLES = [
  "SITE_URL",
  "RESTAURANT_PHONE",
  "DELIVERY_URL",
  "HTML_CACHE_TTL_SECONDS",
  "DATA_FRESH_SECONDS",
  "FIRESTORE_PROJECT_ID",
  "FIRESTORE_DATABASE",
  "FIRESTORE_EMULATOR_HOST",
  "ACCESS_TEAM_DOMAIN",
  "ACCESS_AUD",
  "EDITOR_EMAILS",
  "FIRESTORE_SERVICE_ACCOUNT",
  "EDITOR_LOCAL_IDENTITY",
  "SERVICE_WORKER",
  "CF_BEACON_TOKEN",
  "HSTS",
] as const;

export type ConfigVariable = (typeof CONFIG_VARIABLES)[number];
