/**
 * The progress of an import, by bytes of the file read, saved to its row so that any API
 * instance answers it. Saves are throttled (a new percentage, and 500 ms since the last save or
 * 2 points more): a fast import of a few megabytes saves a handful of times, a slow one twice a
 * second. It stays at 99 until the import is applied; the end sets 100.
 */
export class ProgressMeter {
  private read = 0;
  private saved = 0;
  private savedAt = 0;
  private saving: Promise<void> = Promise.resolve();

  constructor(
    /** The file's size, when known (Content-Length, the stored upload's size); null: no measure. */
    private readonly total: number | null,
    private readonly save: (percent: number) => Promise<void>,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Counts bytes read; may start a save, never waited for by the reader. */
  bytes(count: number): void {
    this.read += count;
    if (!this.total) return;
    const percent = Math.min(99, Math.floor((this.read * 100) / this.total));
    const now = this.clock();
    const due = now - this.savedAt >= 500 || percent - this.saved >= 2;
    if (percent <= this.saved || !due) return;
    this.saved = percent;
    this.savedAt = now;
    // Saves run one after the other; a failed save only leaves the figure behind.
    this.saving = this.saving.then(() => this.save(percent)).catch(() => {});
  }

  /** Waits for the saves started. */
  settled(): Promise<void> {
    return this.saving;
  }
}
