import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { WRANGLER_OFFLINE_ENV } from "../../scripts/dev/offline-env";
import { CLIENT_DIR, ROOT, type BuiltSite } from "./build";

export interface SiteSnapshot {
  /** The wrangler.toml to start the site with (`wrangler dev --config`). */
  config: string;
  /** The copy of dist/client the snapshot serves. */
  clientDir: string;
  remove: () => void;
}

function rewrite(text: string, pattern: RegExp, replacement: string): string {
  if (!pattern.test(text)) throw new Error(`wrangler.toml has no line matching ${pattern}`);
  return text.replace(pattern, replacement);
}

/**
 * The build as it is now, in a folder of its own: the worker bundled once (`wrangler deploy
 * --dry-run`, the build info inlined) and a copy of dist/client, with a wrangler.toml that
 * points at them. `wrangler dev` reloads when the files it serves change; others rebuild
 * dist/ while they work, and the site under measurement must not change or reload meanwhile.
 */
export function snapshotBuild(site: BuiltSite): SiteSnapshot {
  const dir = mkdtempSync(join(tmpdir(), "grill-bench-site-"));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    const clientDir = join(dir, "client");
    cpSync(CLIENT_DIR, clientDir, { recursive: true });
    const bundled = spawnSync("npx", ["wrangler", "deploy", "--dry-run", "--outdir", join(dir, "worker")], {
      cwd: ROOT,
      env: { ...process.env, ...WRANGLER_OFFLINE_ENV },
      encoding: "utf8",
    });
    if (bundled.status !== 0) throw new Error(`wrangler deploy --dry-run failed:\n${bundled.stderr}`);
    const worker = readFileSync(join(dir, "worker/index.js"), "utf8");
    if (!worker.includes(site.stamp) || !existsSync(join(clientDir, site.script))) {
      throw new Error("dist/ was rebuilt by someone else while the benchmark copied it: run it again");
    }
    let config = readFileSync(join(ROOT, "wrangler.toml"), "utf8");
    config = rewrite(config, /^main = ".*"$/m, 'main = "worker/index.js"');
    config = rewrite(config, /^directory = "dist\/client"$/m, 'directory = "client"');
    writeFileSync(join(dir, "wrangler.toml"), config);
    return { config: join(dir, "wrangler.toml"), clientDir, remove };
  } catch (error) {
    remove();
    throw error;
  }
}
