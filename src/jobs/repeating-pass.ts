/**
 * Work a worker process repeats on a timer (the step sweeper, the feed scheduler): once at start,
 * then `everySeconds` after each pass ends, so that two passes never overlap in one process.
 */

export interface RepeatingPass {
  /** Stops passing; waits for a pass under way. */
  stop(): Promise<void>;
}

/** `pass` must not throw: it logs its own failures, and the next pass tries again. */
export function startRepeatingPass(pass: () => Promise<void>, everySeconds: number): RepeatingPass {
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let running = pass();
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = pass().then(schedule);
    }, everySeconds * 1000);
    // The process's own work keeps it alive; a pass waiting its turn must not.
    timer.unref();
  };
  void running.then(schedule);
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
