type Scheduler = { yield?: () => Promise<void> };

/**
 * Resolves in a later task, so the work after it does not lengthen the task that is running: the browser can
 * paint and answer a tap in between. `scheduler.yield` keeps the work's place ahead of other queued tasks where
 * the browser has it.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
