/**
 * `npm start`: builds the client and serves the whole site with `wrangler dev` on
 * 127.0.0.1:$PORT (default 8787), offline. The worker's variables (worker/app/config-variables.ts)
 * found in the environment are passed to it as vars. Flags: --no-build skips the build;
 * --persist-to DIR keeps local KV elsewhere; anything after `--` goes to wrangler.
 *
 * SIGINT, SIGTERM or SIGHUP to this script (npm passes them on) stops everything it started:
 * the build, wrangler and workerd each run in a process group that is signalled as a whole, and
 * that is stopped too should this script die some other way. A taken PORT stops it at once.
 */
import type { ChildProcess } from "node:child_process";
import { createRequire } from "node:module";
import { CONFIG_VARIABLES } from "../../worker/app/config-variables";
import { WRANGLER_OFFLINE_ENV } from "./offline-env";
import { startPort } from "./firestore-emulator";
import { onStopSignal, spawnGroup, stopGroup } from "./process-group";

const args = process.argv.slice(2);
const env = { ...process.env, ...WRANGLER_OFFLINE_ENV };
/** wrangler's own launcher, run by this node: no npx or shell between us and it. */
const WRANGLER = createRequire(import.meta.url).resolve("wrangler/bin/wrangler.js");
/** How long wrangler gets to stop workerd before the group is killed. */
const STOP_GRACE_MS = 3_000;

const started = new Set<ChildProcess>();
let stopping: Promise<never> | undefined;

/** Stops what was started and exits with `code`; called again (a second signal), it waits for the first. */
function stopAll(code: number): Promise<never> {
  stopping ??= Promise.all([...started].map((child) => stopGroup(child, STOP_GRACE_MS))).then(() => process.exit(code));
  return stopping;
}

onStopSignal((code) => void stopAll(code));

function run(command: string, commandArgs: string[]): Promise<number> {
  const child = spawnGroup(command, commandArgs, { stdio: ["ignore", "inherit", "inherit"], env });
  started.add(child);
  return new Promise((resolve) => {
    child.once("error", (error) => {
      console.error(`${command} failed to start: ${error.message}`);
      resolve(1);
    });
    child.once("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function main(): Promise<void> {
  const port = await startPort("PORT");
  if (!args.includes("--no-build")) {
    const built = await run("npm", ["run", "--silent", "build"]);
    if (stopping) return;
    if (built !== 0) await stopAll(built);
  }

  const vars: NodeJS.ProcessEnv = { SITE_URL: `http://127.0.0.1:${port}`, ...process.env };
  const varArgs = CONFIG_VARIABLES.filter((name) => vars[name]).flatMap((name) => ["--var", `${name}:${vars[name]}`]);
  const persistTo = args.includes("--persist-to") ? args[args.indexOf("--persist-to") + 1] : undefined;
  const persistArgs = persistTo ? ["--persist-to", persistTo] : [];
  const passthrough = args.includes("--") ? args.slice(args.indexOf("--") + 1) : [];

  const code = await run(process.execPath, [
    WRANGLER,
    "dev",
    "--ip",
    "127.0.0.1",
    "--port",
    String(port),
    "--show-interactive-dev-session=false",
    // GET /__scheduled runs the cron's refresh (wrangler dev never runs crons by itself, and
    // says so in a warning unless this is set).
    "--test-scheduled",
    ...persistArgs,
    ...varArgs,
    ...passthrough,
  ]);
  // wrangler ended by itself: whatever it left behind goes too.
  if (!stopping) await stopAll(code);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  void stopAll(1);
});
