/**
 * `npm start`: builds the client and serves the whole site with `wrangler dev` on
 * 127.0.0.1:$PORT (default 8787), offline. Data source variables in the environment are
 * passed to the worker as vars. Flags: --no-build skips the build; --persist-to DIR keeps
 * local KV elsewhere; anything after `--` goes to wrangler.
 */
import { spawn, spawnSync } from "node:child_process";
import { WRANGLER_OFFLINE_ENV } from "./offline-env";

const PASSED_VARS = [
  "SITE_URL",
  "RESTAURANT_PHONE",
  "DELIVERY_URL",
  "HTML_CACHE_TTL_SECONDS",
  "DATA_FRESH_SECONDS",
  "FIRESTORE_PROJECT_ID",
  "FIRESTORE_DATABASE",
  "FIRESTORE_EMULATOR_HOST",
  "FIRESTORE_API_KEY",
] as const;

const args = process.argv.slice(2);
const port = process.env.PORT ?? "8787";
const env = { ...process.env, ...WRANGLER_OFFLINE_ENV };

if (!args.includes("--no-build")) {
  const built = spawnSync("npm", ["run", "--silent", "build"], { stdio: "inherit", env });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const vars: NodeJS.ProcessEnv = { SITE_URL: `http://127.0.0.1:${port}`, ...process.env };
const varArgs = PASSED_VARS.filter((name) => vars[name]).flatMap((name) => ["--var", `${name}:${vars[name]}`]);
const persistAt = args.indexOf("--persist-to");
const persistArgs = persistAt >= 0 && args[persistAt + 1] ? ["--persist-to", args[persistAt + 1]!] : [];
const passthrough = args.includes("--") ? args.slice(args.indexOf("--") + 1) : [];

const wrangler = spawn(
  "npx",
  ["wrangler", "dev", "--ip", "127.0.0.1", "--port", port, "--show-interactive-dev-session=false", ...persistArgs, ...varArgs, ...passthrough],
  { stdio: "inherit", env },
);
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => wrangler.kill(signal));
wrangler.on("exit", (code) => process.exit(code ?? 0));
