import { spawnSync, type SpawnSyncReturns } from "node:child_process";
import { WRANGLER_OFFLINE_ENV } from "../dev/offline-env";

/** Where an operator command acts on the CACHE namespace: production, or a local `wrangler dev` state folder. */
export interface KvTarget {
  remote: boolean;
  persistTo?: string | undefined;
}

/** `--remote` and `--persist-to DIR` from the command line, and the other words (dataset names). */
export function kvTargetFromArgs(args: readonly string[]): { target: KvTarget; words: string[] } {
  const persistAt = args.indexOf("--persist-to");
  return {
    target: { remote: args.includes("--remote"), persistTo: persistAt >= 0 ? args[persistAt + 1] : undefined },
    words: args.filter((arg, i) => !arg.startsWith("--") && (persistAt < 0 || i !== persistAt + 1)),
  };
}

export const describeTarget = (target: KvTarget) => (target.remote ? "remote" : "local");

/**
 * A bulk wrangler kv command (`bulk delete FILE`, `bulk put FILE`) on the CACHE binding, one
 * wrangler process for all keys (each starts a local runtime). It can meet a transient failure:
 * locally, KV's storage is busy while a running `wrangler dev` writes to it ("KV DELETE failed:
 * 500"); remotely, an API hiccup. Both commands are idempotent, so they are tried again before
 * the operator is told. Throws with every attempt's error once all have failed; returns the
 * failures it got past.
 */
export async function runBulkKv(command: "delete" | "put", file: string, target: KvTarget, attempts = 3): Promise<string[]> {
  const run = (): SpawnSyncReturns<string> =>
    spawnSync(
      "npx",
      [
        "wrangler",
        "kv",
        "bulk",
        command,
        file,
        ...(command === "delete" ? ["--force"] : []),
        "--binding",
        "CACHE",
        target.remote ? "--remote" : "--local",
        ...(target.persistTo ? ["--persist-to", target.persistTo] : []),
      ],
      {
        stdio: ["ignore", "pipe", "pipe"],
        encoding: "utf8",
        env: target.remote ? process.env : { ...process.env, ...WRANGLER_OFFLINE_ENV },
      },
    );
  const failures: string[] = [];
  while (failures.length < attempts) {
    const result = run();
    if (result.status === 0) return failures;
    const output = `${result.stdout}\n${result.stderr}`.split("\n").filter((line) => /ERROR|failed/i.test(line));
    failures.push(
      `attempt ${failures.length + 1}: exit ${result.status ?? result.signal}; ${output.join(" ").trim() || "no error message"}`,
    );
    if (failures.length < attempts) await new Promise((resolve) => setTimeout(resolve, 500 * failures.length));
  }
  throw new Error(failures.join("\n"));
}
