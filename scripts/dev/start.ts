/**
 * `npm start`: builds the client and serves the whole site with `wrangler dev` on
 * 127.0.0.1:$PORT (default 8787), offline. The worker's variables (worker/app/config.ts) found in
 * the environment are passed to it as vars. Flags: --no-build skips the build; --persist-to DIR
 * keeps local KV elsewhere; anything after `--` goes to wrangler.
 */
import { spawn, spawnSync } from "node:child_process";
import { CONFIG_VARIABLES } from "../../worker/app/config";
import { WRANGLER_OFFLINE_ENV } from "./offline-env";

const args = process.argv.slice(2);
const port = process.env.PORT ?? "8787";
const env = { ...process.env, ...WRANGLER_OFFLINE_ENV };

if (!args.includes("--no-build")) {
  const built = spawnSync("npm", ["run", "--silent", "build"], { stdio: "inherit", env });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const vars: NodeJS.ProcessEnv = { SITE_URL: `http://127.0.0.1:${port}`, ...process.env };
const varArgs = CONFIG_VARIABLES.filter((name) => vars[name]).flatMap((name) => ["--var", `${name}:${vars[name]}`]);
const persistTo = args.includes("--persist-to") ? args[args.indexOf("--persist-to") + 1] : undefined;
const persistArgs = persistTo ? ["--persist-to", persistTo] : [];
const passthrough = args.includes("--") ? args.slice(args.indexOf("--") + 1) : [];

const wrangler = spawn(
  "npx",
  [
    "wrangler",
    "dev",
    "--ip",
    "127.0.0.1",
    "--port",
    port,
    "--show-interactive-dev-session=false",
    ...persistArgs,
    ...varArgs,
    ...passthrough,
  ],
  { stdio: "inherit", env },
);
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => wrangler.kill(signal));
wrangler.on("exit", (code) => process.exit(code ?? 0));
