/**
 * The cron triggers of wrangler.toml's [triggers], and what each one does: every five minutes
 * (`check`) the cron reads the one change-count document and re-reads only the datasets that
 * changed; once a day (`full`) it re-reads every dataset, which catches edits made outside the
 * editor (the Firebase console, an import), and deletes the photos no longer in use once their
 * undo window has passed (worker/editor/photo-cleanup.ts). Either way a dataset whose content and
 * count did not change is not written to KV.
 */
export const REFRESH_CRONS = { check: "*/5 * * * *", full: "30 2 * * *" } as const;
