/** The work one render may do (./limits.ts): counted as it goes, so any template ends promptly. */
import { TwigError } from './errors.ts';
import { CHARS_PER_STEP, MAX_OUTPUT, MAX_RANGE, MAX_STEPS } from './limits.ts';

export class Budget {
  private steps = 0;
  private output = 0;

  /** Counts `count` steps of work. */
  step(count = 1): void {
    this.steps += count;
    if (this.steps > MAX_STEPS) {
      throw new TwigError('budget', 'steps', { max: MAX_STEPS });
    }
  }

  /** A string a render built: bounded in length, and its size charged as work. */
  text(value: string): string {
    if (value.length > MAX_OUTPUT) {
      throw new TwigError('budget', 'text_too_long', { max: MAX_OUTPUT });
    }
    if (value.length >= CHARS_PER_STEP) this.step(Math.floor(value.length / CHARS_PER_STEP));
    return value;
  }

  /** A list or hash of `size` entries a render built: each entry is a step. */
  entries(size: number): void {
    if (size > MAX_RANGE) {
      throw new TwigError('budget', 'list_too_long', { max: MAX_RANGE });
    }
    this.step(size);
  }

  /**
   * Charges reading a value an operator or filter is given: work on a long text or a large list
   * grows with its size, and a template may reuse one many times.
   */
  read(value: unknown): void {
    if (typeof value === 'string') {
      if (value.length >= CHARS_PER_STEP) this.step(Math.floor(value.length / CHARS_PER_STEP));
    } else if (Array.isArray(value)) this.step(value.length);
    else if (value instanceof Map) this.step(value.size);
  }

  /** Text written to the output. */
  write(value: string): void {
    this.output += value.length;
    if (this.output > MAX_OUTPUT) {
      throw new TwigError('budget', 'output_too_long', { max: MAX_OUTPUT });
    }
  }
}
