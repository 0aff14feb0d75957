/**
 * `npm run check:bundle`: bundles the worker as `wrangler deploy` would (a dry run, offline),
 * prints its size raw and gzip, and fails above the budget. It needs the client build
 * (the worker imports dist/build-info.json), so `npm test` runs it right after `npm run build`.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { WRANGLER_OFFLINE_ENV } from "./offline-env";

/**
 * The Workers free plan takes a worker of up to 3 MB gzip. 512 KiB is about 1.4× today's
 * (about 360 KiB): room for the owner's editor and a few features, while a jump that would
 * also lengthen every cold start's parse (a dependency pulled in by mistake) fails the check.
 */
const BUDGET_GZIP_BYTES = Number(process.env.BUNDLE_BUDGET_GZIP_BYTES ?? 512 * 1024);

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

const outdir = mkdtempSync(join(tmpdir(), "worker-bundle-"));
try {
  const dryRun = spawnSync("npx", ["wrangler", "deploy", "--dry-run", "--outdir", outdir], {
    encoding: "utf8",
    env: { ...process.env, ...WRANGLER_OFFLINE_ENV },
  });
  if (dryRun.status !== 0) {
    console.error(`wrangler deploy --dry-run failed:\n${dryRun.stdout}${dryRun.stderr}`);
    process.exit(1);
  }
  const modules = readdirSync(outdir).filter((file) => /\.(?:m?js|wasm)$/.test(file));
  const code = modules.map((file) => readFileSync(join(outdir, file)));
  const raw = code.reduce((sum, bytes) => sum + bytes.length, 0);
  const gzip = code.reduce((sum, bytes) => sum + gzipSync(bytes, { level: 9 }).length, 0);
  const verdict = gzip <= BUDGET_GZIP_BYTES ? "within" : "OVER";
  console.log(
    `worker bundle (${modules.join(", ")}): ${kib(raw)} raw, ${kib(gzip)} gzip; ${verdict} the budget of ${kib(BUDGET_GZIP_BYTES)} gzip`,
  );
  if (gzip > BUDGET_GZIP_BYTES) process.exit(1);
} finally {
  rmSync(outdir, { recursive: true, force: true });
}
