/**
 * The cron triggers of wrangler.toml's [triggers], and what each one does: every five minutes
 * the cron reads the one versions document and re-reads only the datasets that changed; once a
 * day it re-reads every dataset, which catches edits made outside the editor (the Firebase
 * console, an import). Either way a dataset whose content did not change is not written to KV.
 */
export const CHECK_CRON = "*/5 * * * *";
export const FULL_REFRESH_CRON = "30 2 * * *";
