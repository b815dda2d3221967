/**
 * A process's engine threads as slots, for work that must not run on more of them at once than
 * there are: a worker takes one before it fetches a job, and gives it back when the job is done or
 * none was there. Slots are given in the order they were asked for.
 */
export class ThreadSlots {
  private free: number;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly size: number) {
    this.free = size;
  }

  /** Resolves once a slot is taken, with the function that gives it back (once; again does nothing). */
  async take(): Promise<() => void> {
    if (this.free > 0) this.free--;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    let given = false;
    return () => {
      if (given) return;
      given = true;
      const next = this.waiting.shift();
      if (next) next();
      else this.free++;
    };
  }
}
