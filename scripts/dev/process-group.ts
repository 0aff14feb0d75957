import { type ChildProcess, spawn, type SpawnOptions } from "node:child_process";

/**
 * A command in a process group of its own, so that everything it starts (wrangler's workerd,
 * gcloud's java) can be signalled with it, and a terminal's Ctrl-C reaches it only through us.
 */
export function spawnGroup(command: string, args: readonly string[], options: Omit<SpawnOptions, "detached"> = {}): ChildProcess {
  return spawn(command, args, { ...options, detached: true });
}

/** Signals every process of the child's group; false when the group is already gone. */
export function signalGroup(child: ChildProcess, signal: NodeJS.Signals | 0): boolean {
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
  if (!signalGroup(child, "SIGTERM")) return;
  if (await groupGone(child, graceMs)) return;
  signalGroup(child, "SIGKILL");
  await groupGone(child, 2_000);
}
