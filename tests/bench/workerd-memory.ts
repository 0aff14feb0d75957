import { readdirSync, readFileSync } from "node:fs";

export interface WorkerdMemory {
  pid: number;
  /** `wrangler dev` runs two workerd processes: a proxy on the public port and the site's worker behind it. */
  role: "site worker" | "wrangler proxy";
  rssKb: number;
  /** Peak RSS of the process so far (VmHWM). */
  peakKb: number;
}

function read(path: string): string | null {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return null; // the process ended while we looked
  }
}

function parentOf(pid: number): number | null {
  const stat = read(`/proc/${pid}/stat`);
  // "pid (comm) state ppid …"; comm may hold spaces or parentheses, so split after the last ")".
  const rest = stat?.slice(stat.lastIndexOf(")") + 2).split(" ");
  return rest?.[1] ? Number(rest[1]) : null;
}

function statusKb(status: string, field: string): number {
  return Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? Number.NaN);
}

/** The workerd processes in this process's tree (the site started by startSite), with their memory. */
export function workerdMemory(publicPort: string): WorkerdMemory[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const parent = parentOf(Number(entry));
    if (parent !== null) parents.set(Number(entry), parent);
  }
  const isOurs = (pid: number): boolean => {
    for (let current = parents.get(pid); current !== undefined && current > 1; current = parents.get(current)) {
      if (current === process.pid) return true;
    }
    return false;
  };
  const found: WorkerdMemory[] = [];
  for (const pid of parents.keys()) {
    if (read(`/proc/${pid}/comm`)?.trim() !== "workerd" || !isOurs(pid)) continue;
    const cmdline = read(`/proc/${pid}/cmdline`)?.split("\0") ?? [];
    const status = read(`/proc/${pid}/status`) ?? "";
    found.push({
      pid,
      role: cmdline.includes(`--socket-addr=entry=127.0.0.1:${publicPort}`) ? "wrangler proxy" : "site worker",
      rssKb: statusKb(status, "VmRSS"),
      peakKb: statusKb(status, "VmHWM"),
    });
  }
  return found.sort((a, b) => a.role.localeCompare(b.role));
}
