import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { canRunTests } from "../../scripts/dev/ci";
import { findEmulatorProblem, freePort } from "../../scripts/dev/firestore-emulator";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
/** How long after a signal everything that a start command started may take to be gone. */
const STOP_WITHIN_MS = 15_000;
// Which processes a run left behind is read from /proc (Linux).
const HAS_PROC = canRunTests(
  "the Ctrl-C tests of the start commands",
  existsSync("/proc/self/environ") ? null : "/proc is not there to find the processes they start (Linux only)",
);
// On CI a missing emulator fails the run, as it fails the emulator tier; elsewhere the test is left out.
const emulatorRuns = canRunTests("the start:firestore signal test", findEmulatorProblem());

/** Whether another process could listen on 127.0.0.1:port now, as the next start would. */
function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

function holdPort(port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(server));
  });
}

/**
 * Every live process whose environment carries the run's marker: all that a start command
 * started inherits it, in whatever process group or session it ended up, also once reparented.
 */
function markedProcesses(marker: string): string[] {
  const found: string[] = [];
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      if (!readFileSync(`/proc/${pid}/environ`, "latin1").split("\0").includes(marker)) continue;
      found.push(`${pid} ${readFileSync(`/proc/${pid}/cmdline`, "latin1").replaceAll("\0", " ").trim()}`);
    } catch {
      // exited meanwhile
    }
  }
  return found;
}

interface Run {
  child: ChildProcess;
  marker: string;
  output(): string;
  stderr(): string;
  exited: Promise<number | null>;
}

const runs: Run[] = [];
const stateDirectories: string[] = [];

/** A command in a process group of its own, as a terminal runs a foreground job. */
function startInTerminalGroup(command: string, args: string[], env: Record<string, string>): Run {
  const id = randomUUID();
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env, GRILL_START_TEST_RUN: id },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const run = { child, marker: `GRILL_START_TEST_RUN=${id}`, output: () => stdout + stderr, stderr: () => stderr, exited };
  runs.push(run);
  return run;
}

/** `--no-build` (the build in dist/ is used, as `npm test` makes it first), its own state folder and devtools port. */
async function siteArgs(): Promise<string[]> {
  const persistTo = mkdtempSync(join(tmpdir(), "grill-start-"));
  stateDirectories.push(persistTo);
  return ["--no-build", "--persist-to", persistTo, "--", "--inspector-port", String(await freePort())];
}

async function waitForSite(run: Run, port: number): Promise<void> {
  await expect
    .poll(
      async () => {
        if (run.child.exitCode !== null) throw new Error(`exited early:\n${run.output()}`);
        return fetch(`http://127.0.0.1:${port}/robots.txt`).then(
          (response) => response.ok,
          () => false,
        );
      },
      { timeout: 150_000, interval: 250 },
    )
    .toBe(true);
}

/** Waits until every port is free and no process of the run is left; says what was left otherwise. */
async function expectAllStopped(run: Run, ports: number[], since: number): Promise<void> {
  const remaining = () => STOP_WITHIN_MS - (Date.now() - since);
  for (const port of ports) {
    await expect.poll(() => canListen(port), { timeout: Math.max(remaining(), 1), interval: 100 }).toBe(true);
  }
  await expect.poll(() => markedProcesses(run.marker), { timeout: Math.max(remaining(), 1), interval: 100 }).toEqual([]);
}

afterEach(() => {
  for (const run of runs.splice(0)) {
    for (const line of HAS_PROC ? markedProcesses(run.marker) : []) process.kill(Number(line.split(" ")[0]), "SIGKILL");
    if (run.child.exitCode === null && run.child.signalCode === null) process.kill(-run.child.pid!, "SIGKILL");
  }
  for (const directory of stateDirectories.splice(0)) rmSync(directory, { recursive: true, force: true });
});

describe.skipIf(!HAS_PROC)("Ctrl-C on the start commands", () => {
  it.runIf(emulatorRuns)(
    "SIGINT to the process group of `npm run start:firestore` frees the site's and the emulator's ports and leaves no java or workerd",
    async () => {
      const [port, firestorePort] = [await freePort(), await freePort()];
      const run = startInTerminalGroup("npm", ["run", "start:firestore", "--", ...(await siteArgs())], {
        PORT: String(port),
        FIRESTORE_PORT: String(firestorePort),
      });
      await waitForSite(run, port);
      expect(await canListen(firestorePort)).toBe(false);
      const started = markedProcesses(run.marker).join("\n");
      expect(started).toMatch(/\bjava\b/);
      expect(started).toMatch(/\bworkerd\b/);

      const signalled = Date.now();
      process.kill(-run.child.pid!, "SIGINT");
      await expectAllStopped(run, [port, firestorePort], signalled);
      expect(await run.exited).not.toBe(0);
    },
    240_000,
  );

  it("SIGINT to the process group of `npm start` frees its port and leaves no workerd", async () => {
    const port = await freePort();
    const run = startInTerminalGroup("npm", ["start", "--", ...(await siteArgs())], { PORT: String(port) });
    await waitForSite(run, port);
    expect(markedProcesses(run.marker).join("\n")).toMatch(/\bworkerd\b/);

    const signalled = Date.now();
    process.kill(-run.child.pid!, "SIGINT");
    await expectAllStopped(run, [port], signalled);
  }, 180_000);

  it("when the start script itself is killed (SIGKILL, which it cannot handle), wrangler and workerd stop all the same", async () => {
    const port = await freePort();
    const run = startInTerminalGroup(process.execPath, ["--import", "tsx", "scripts/dev/start.ts", ...(await siteArgs())], {
      PORT: String(port),
    });
    await waitForSite(run, port);

    const killed = Date.now();
    process.kill(run.child.pid!, "SIGKILL");
    await expectAllStopped(run, [port], killed);
  }, 180_000);
});

describe("a taken port", () => {
  it.each([
    ["start", "PORT"],
    ["start:firestore", "PORT"],
    ["start:firestore", "FIRESTORE_PORT"],
  ])(
    "`npm run %s` with %s taken says so in one line and exits before starting anything",
    async (script, variable) => {
      const [port, firestorePort] = [await freePort(), await freePort()];
      const taken = variable === "PORT" ? port : firestorePort;
      const holder = await holdPort(taken);
      try {
        const began = Date.now();
        // No --no-build: the port is checked before the build.
        const run = startInTerminalGroup("npm", ["run", script], { PORT: String(port), FIRESTORE_PORT: String(firestorePort) });
        const code = await run.exited;
        expect(code).not.toBe(0);
        expect(Date.now() - began).toBeLessThan(STOP_WITHIN_MS);
        const ownLines = run
          .stderr()
          .split("\n")
          .filter((line) => line.trim() && !line.startsWith("npm "));
        expect(ownLines).toEqual([
          `Port ${taken} (${variable}) is in use: stop what holds it (lsof -i :${taken}) or start with ${variable}=${taken + 1}.`,
        ]);
        expect(run.output()).not.toMatch(/Starting the Firestore emulator|vite|wrangler/i);
      } finally {
        await new Promise((resolve) => holder.close(resolve));
      }
    },
    60_000,
  );
});
