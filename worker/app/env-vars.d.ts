import type { ConfigVariable } from "./config-variables";

declare global {
  namespace Cloudflare {
    /** The worker's variables: each may be unset, and workerConfig (config.ts) defaults and validates them. */
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the variables into wrangler's generated Env
    interface Env extends Partial<Record<ConfigVariable, string>> {}
  }
}
