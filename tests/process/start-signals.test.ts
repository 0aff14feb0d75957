import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";
import { freePort } from "../../scripts/dev/firestore-emulator";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** Whether anything still accepts connections on the port. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

// Needs the build in dist/ (npm test builds before this tier), as `npm start --no-build` does.
it("SIGTERM to `npm start` alone, as a process manager sends it, stops wrangler and workerd and frees the port", async () => {
  const port = await freePort();
  const persistTo = mkdtempSync(join(tmpdir(), "grill-start-"));
  const npm = spawn("npm", ["start", "--", "--no-build", "--persist-to", persistTo, "--", "--inspector-port", String(await freePort())], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  npm.stdout?.resume();
  npm.stderr?.resume();
  const exited = new Promise<void>((resolve) => npm.once("exit", () => resolve()));
  try {
    await expect
      .poll(
        () =>
          fetch(`http://127.0.0.1:${port}/robots.txt`).then(
            (response) => response.ok,
            () => false,
          ),
        {
          timeout: 60_000,
          interval: 250,
        },
      )
      .toBe(true);
    process.kill(npm.pid!, "SIGTERM");
    await expect.poll(() => listening(port), { timeout: 5_000, interval: 100 }).toBe(false);
    await exited;
  } finally {
    if (npm.exitCode === null) process.kill(-npm.pid!, "SIGKILL");
    rmSync(persistTo, { recursive: true, force: true });
  }
}, 90_000);
