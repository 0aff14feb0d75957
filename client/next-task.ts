/**
 * Resolves in a new task, so that work after it does not lengthen the task before: with
 * `scheduler.yield()` where the browser has it (the page's own input keeps priority), else a
 * zero-delay timeout.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
