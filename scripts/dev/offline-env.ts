/** Keeps wrangler from phoning home (the test machines have no network). Not in .env: wrangler turns .env into bindings. */
export const WRANGLER_OFFLINE_ENV = {
  WRANGLER_SEND_METRICS: "false",
  WRANGLER_SEND_ERROR_REPORTS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
} as const;
