import { execFile, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { freePort } from "../../scripts/dev/firestore-emulator";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/**
 * No line per request: nothing reads it, and wrangler's node process spent 0.94 CPU s on the
 * lines of 400 requests (0.11 s without them). Warnings and errors still show in a failure.
 */
export const QUIET_WRANGLER = ["--log-level", "warn"];

export interface RunningSite {
  url: string;
  persistTo: string;
  stop(): Promise<void>;
}

/**
 * The built site in `wrangler dev` (workerd) on a free loopback port, with its own local KV;
 * or on a given port, where a browser's state for that origin (a service worker) outlives a restart.
 */
export async function startSite(env: Record<string, string> = {}, extraArgs: string[] = [], port?: number): Promise<RunningSite> {
  port ??= await freePort();
  const url = `http://127.0.0.1:${port}`;
  const persistTo = mkdtempSync(join(tmpdir(), "grill-site-"));
  // Sites started at the same moment would otherwise pick the same devtools port, and one of them fail.
  const wranglerArgs = ["--inspector-port", String(await freePort()), ...QUIET_WRANGLER, ...extraArgs];
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "scripts/dev/start.ts", "--no-build", "--persist-to", persistTo, "--", ...wranglerArgs],
    { cwd: ROOT, env: { ...process.env, ...env, PORT: String(port) }, stdio: ["ignore", "pipe", "pipe"], detached: true },
  );
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));

  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      process.kill(-child.pid!, "SIGTERM");
      // Not a pause: at most 5 s for it to exit on SIGTERM, then SIGKILL.
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (child.exitCode === null) process.kill(-child.pid!, "SIGKILL");
    }
    rmSync(persistTo, { recursive: true, force: true });
  };

  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The site exited early:\n${output}`);
    try {
      if ((await fetch(`${url}/robots.txt`)).ok) return { url, persistTo, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200)); // poll until it listens
  }
  await stop();
  throw new Error(`The site did not start within 60 s:\n${output}`);
}

/** `npm run cache:purge` on the running site's local KV: every dataset, or the ones named. */
export async function purgeSiteCache(site: RunningSite, ...datasets: string[]): Promise<string> {
  const purge = await promisify(execFile)(
    process.execPath,
    ["--import", "tsx", "scripts/operator/cache-purge.ts", "--persist-to", site.persistTo, ...datasets],
    {
      cwd: ROOT,
    },
  );
  return purge.stdout;
}
