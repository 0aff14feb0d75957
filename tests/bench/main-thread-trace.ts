/**
 * Reads a page load's main-thread tasks from a Chromium trace (CDP Tracing, JSON as
 * Browser.stopTracing returns it). Top-level RunTask events of the renderer's main thread are
 * the scheduler's tasks, the same events Lighthouse builds its Total Blocking Time from.
 */

/** RunTask events, and navigationStart / loadEventEnd with the frame and URL they belong to; nothing else. */
export const TRACE_CATEGORIES = ["-*", "disabled-by-default-devtools.timeline", "blink.user_timing"];

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  /** µs */
  ts: number;
  dur?: number;
  args?: { frame?: string; data?: { documentLoaderURL?: string; isOutermostMainFrame?: boolean } };
}

export interface PageLoadTasks {
  /** From navigation start to the end of the load event, ms. */
  loadMs: number;
  /** Durations (ms) of the main thread's top-level tasks from navigation start until `afterLoadMs` after the load event. */
  tasksMs: number[];
}

/** The tasks of the renderer that loaded `url` as the page's main frame. */
export function pageLoadTasks(trace: Buffer, url: string, afterLoadMs: number): PageLoadTasks {
  const parsed = JSON.parse(trace.toString("utf8")) as { traceEvents: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  const navigation = events.find(
    (e) => e.name === "navigationStart" && e.args?.data?.documentLoaderURL === url && e.args.data.isOutermostMainFrame,
  );
  if (!navigation) throw new Error(`the trace has no navigationStart of ${url} in the main frame`);
  const onMainThread = (e: TraceEvent) => e.pid === navigation.pid && e.tid === navigation.tid && e.ts >= navigation.ts;
  const load = events.find((e) => e.name === "loadEventEnd" && onMainThread(e) && e.args?.frame === navigation.args?.frame);
  if (!load) throw new Error(`the trace has no loadEventEnd of ${url}`);
  const end = load.ts + afterLoadMs * 1000;
  const tasks = events
    .filter((e) => e.name === "RunTask" && e.ph === "X" && e.dur !== undefined && onMainThread(e) && e.ts < end)
    .sort((a, b) => a.ts - b.ts);
  const tasksMs: number[] = [];
  let busyUntil = -Infinity;
  for (const task of tasks) {
    if (task.ts < busyUntil) continue; // nested in the task before (a nested run loop)
    busyUntil = task.ts + task.dur!;
    tasksMs.push(task.dur! / 1000);
  }
  return { loadMs: (load.ts - navigation.ts) / 1000, tasksMs };
}
