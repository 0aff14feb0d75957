import { accessSync, constants, existsSync, realpathSync } from "node:fs";
import { createServer } from "node:net";
import { delimiter, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { spawnGroup, stopGroup } from "./process-group.ts";

/**
 * The project's security rules (named in firebase.json), which every emulator the project starts
 * enforces as production does: anonymous requests are refused, the owner's token passes.
 */
const FIRESTORE_RULES = fileURLToPath(new URL("../../firestore.rules", import.meta.url));

/** A running local Firestore emulator (`gcloud emulators firestore start`) with the project's rules. */
export interface FirestoreEmulator {
  /** `127.0.0.1:port`, as FIRESTORE_EMULATOR_HOST expects it. */
  host: string;
  port: number;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Defaults to a free port. */
  port?: number;
  startTimeoutMs?: number;
  /** Receives the emulator's output lines (quiet by default). */
  onOutput?: (line: string) => void;
}

const READY_LINE = "Dev App Server is now running";

/** What keeps the emulator from starting here, or null when gcloud, its emulator component and java are present. */
export function findEmulatorProblem(): string | null {
  const gcloud = findExecutable("gcloud");
  if (!gcloud) return "gcloud (Google Cloud SDK) is not on PATH";
  const platform = join(dirname(dirname(realpathSync(gcloud))), "platform");
  // Only a standard SDK layout can be checked; elsewhere a missing component shows when starting.
  if (existsSync(platform) && !existsSync(join(platform, "cloud-firestore-emulator"))) {
    return "the gcloud component cloud-firestore-emulator is not installed";
  }
  if (!findExecutable("java")) return "java (needed by the Firestore emulator) is not on PATH";
  return null;
}

export async function startFirestoreEmulator(options: StartOptions = {}): Promise<FirestoreEmulator> {
  const { startTimeoutMs = 60_000, onOutput } = options;
  const port = options.port ?? (await freePort());
  const host = `127.0.0.1:${port}`;

  // Its own process group: gcloud starts java as a child, and both must stop together.
  const child = spawnGroup("gcloud", ["emulators", "firestore", "start", `--host-port=${host}`, `--rules=${FIRESTORE_RULES}`], {
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, CLOUDSDK_CORE_DISABLE_PROMPTS: "1", CLOUDSDK_COMPONENT_MANAGER_DISABLE_UPDATE_CHECK: "1" },
  });

  const output: string[] = [];
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = () => stopGroup(child, 10_000);

  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`Firestore emulator not ready within ${startTimeoutMs} ms`)), startTimeoutMs);
      const onData = (chunk: Buffer) => {
        for (const line of chunk.toString().split("\n").filter(Boolean)) {
          output.push(line);
          onOutput?.(line);
          if (line.includes(READY_LINE)) {
            clearTimeout(timer);
            resolve();
          }
        }
      };
      child.stdout?.on("data", onData);
      child.stderr?.on("data", onData);
      child.once("error", (error) => {
        clearTimeout(timer);
        reject(error);
      });
      void exited.then(() => {
        clearTimeout(timer);
        reject(new Error(`Firestore emulator exited with code ${child.exitCode}`));
      });
    });
  } catch (error) {
    await stop();
    const tail = output.slice(-10).join("\n");
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${tail}`, { cause: error });
  }
  return { host, port, stop };
}

/** Deletes every document of one project (the emulator keeps projects apart). */
export async function clearFirestoreEmulator(host: string, projectId: string): Promise<void> {
  const response = await fetch(`http://${host}/emulator/v1/projects/${projectId}/databases/(default)/documents`, {
    method: "DELETE",
  });
  if (!response.ok) throw new Error(`clearing the emulator failed: HTTP ${response.status} ${await response.text()}`);
}

/** The ports the start scripts listen on, by the variable that sets each, and their defaults. */
const START_PORT_DEFAULTS = { PORT: 8787, FIRESTORE_PORT: 8181 } as const;

/**
 * The port that a start script listens on, from its variable or the default, once it is known to
 * be free on 127.0.0.1. A taken one is an error of one line that names it and says what to do,
 * before anything starts, rather than a Java or workerd stack trace later.
 */
export async function startPort(variable: keyof typeof START_PORT_DEFAULTS): Promise<number> {
  const value = process.env[variable];
  const port = value ? Number(value) : START_PORT_DEFAULTS[variable];
  if (!Number.isInteger(port) || port <= 0 || port > 65_535) throw new Error(`${variable} is not a port number: ${value}`);
  if (await isFree(port)) return port;
  const other = port < 65_535 ? port + 1 : port - 1;
  throw new Error(`Port ${port} (${variable}) is in use: stop what holds it (lsof -i :${port}) or start with ${variable}=${other}.`);
}

/** Whether nothing listens on the port on 127.0.0.1. */
function isFree(port: number): Promise<boolean> {
  return new Promise<boolean>((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once("error", (error: NodeJS.ErrnoException) => (error.code === "EADDRINUSE" ? resolve(false) : reject(error)));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

/**
 * Below the ports the system hands out to outgoing connections (Linux from 32768, macOS and
 * Windows from 49152). A port the system picked for us would be one of those, and between our
 * check and the server's own listen an outgoing connection of the busy test run can take it.
 */
const PICKED_PORTS = { from: 20_000, to: 32_767 } as const;

/** A free loopback port for a server the tests or scripts start. */
export async function freePort(): Promise<number> {
  const span = PICKED_PORTS.to - PICKED_PORTS.from + 1;
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = PICKED_PORTS.from + Math.floor(Math.random() * span);
    if (await isFree(port)) return port;
  }
  throw new Error(`No free port between ${PICKED_PORTS.from} and ${PICKED_PORTS.to} on 127.0.0.1.`);
}

export function findExecutable(name: string): string | null {
  for (const directory of (process.env.PATH ?? "").split(delimiter)) {
    const candidate = join(directory, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not in this directory
    }
  }
  return null;
}
