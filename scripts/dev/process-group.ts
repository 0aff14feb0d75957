import { type ChildProcess, spawn, type SpawnOptions } from "node:child_process";
import type { Socket } from "node:net";
import { constants } from "node:os";

/** The signals that ask a start script to stop: a terminal's Ctrl-C, a process manager, a closed terminal. */
const STOP_SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"] as const;

/**
 * Calls `stop` with the shell's exit code for the signal (128 + its number) on each of
 * SIGINT, SIGTERM and SIGHUP, every time one comes: `stop` must be safe to call again.
 */
export function onStopSignal(stop: (exitCode: number) => void): void {
  for (const signal of STOP_SIGNALS) {
    // `on`, not `once`: tsx's launcher passes on a signal its script already got from the
    // terminal, and tsx exits a script that has no listener left for it, before its groups stop.
    process.on(signal, () => stop(128 + constants.signals[signal]));
  }
}

/**
 * Stops a process group once this process has ended, however it ended. Linux says nothing to a
 * group when the process that started it dies (tsx SIGKILLs a script that answers a signal
 * slowly), except by closing that process's end of a pipe. So a shell in a session of its own
 * (out of reach of the terminal's signals) reads the pipe; at its end, it sends the group SIGTERM,
 * and SIGKILL 3 s later. It exits at once when the group is already gone.
 */
const GROUP_WATCH_SCRIPT = 'read -r _; kill -TERM -"$1" 2>/dev/null || exit 0; sleep 3; kill -KILL -"$1" 2>/dev/null; exit 0';

const watchers = new WeakMap<ChildProcess, ChildProcess>();

function watchGroup(pgid: number): ChildProcess {
  const watcher = spawn("sh", ["-c", GROUP_WATCH_SCRIPT, "group-watch", String(pgid)], {
    detached: true,
    stdio: ["pipe", "ignore", "ignore"],
  });
  // Every POSIX system has sh; should it be missing, the script runs on without this guard.
  watcher.on("error", () => {});
  watcher.stdin.on("error", () => {});
  // Neither the watcher nor its pipe keeps this process running.
  watcher.unref();
  (watcher.stdin as Socket).unref();
  return watcher;
}

/**
 * A command in a process group of its own, so that everything it starts (wrangler's workerd,
 * gcloud's java) can be signalled with it, and a terminal's Ctrl-C reaches it only through us.
 * The group is stopped when this process ends, even by SIGKILL.
 */
export function spawnGroup(command: string, args: readonly string[], options: Omit<SpawnOptions, "detached"> = {}): ChildProcess {
  const child = spawn(command, args, { ...options, detached: true });
  if (child.pid !== undefined) watchers.set(child, watchGroup(child.pid));
  return child;
}

/** Signals every process of the child's group; false when the group is already gone. */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals | 0): boolean {
  if (child.pid === undefined) return false;
  try {
    process.kill(-child.pid, signal);
    return true;
  } catch {
    return false;
  }
}

/** Waits until no process of the group is left (a leader can exit before its children do). */
async function groupGone(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!signalGroup(child, 0)) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return !signalGroup(child, 0);
}

/** SIGTERM to the whole group; what is still there after `graceMs` gets SIGKILL. */
export async function stopGroup(child: ChildProcess, graceMs: number): Promise<void> {
  if (signalGroup(child, "SIGTERM") && !(await groupGone(child, graceMs))) {
    signalGroup(child, "SIGKILL");
    await groupGone(child, 2_000);
  }
  // Its watcher finds the group gone and exits.
  watchers.get(child)?.stdin?.end();
}
