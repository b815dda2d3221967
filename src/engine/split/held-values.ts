/**
 * The values of uniqueness columns the slices' first passes held, kept within the run's bound as
 * the slices end. A process holds at most its share of the bound per slice it runs at once, but
 * slices run as jobs by other processes each hold their process's share, and eight slices of a
 * file brought together could hold eight times it. Past the bound, an ending slice's values are
 * written to its partition files, as if its pass had written them out: the search across slices
 * (../pass/duplicate-search.ts) reads both alike, and finds the same values.
 */
import { heldBytes, writeHeldOut } from '../pass/duplicate-search.ts';
import type { SliceObservation } from './slice-passes.ts';

export class HeldValues {
  /** Bytes held so far, per uniqueness column. */
  private readonly held: number[] = [];

  /** `maxBytes`: the run's bound on one column's values held in memory. */
  constructor(private readonly maxBytes: number) {}

  /** Takes in a slice's first pass as it ends; the observation is returned, its values held or written out. */
  keep<T extends SliceObservation | null>(observed: T): T {
    observed?.unique.forEach((part, i) => {
      const bytes = heldBytes(part);
      const held = this.held[i] ?? 0;
      if (held + bytes <= this.maxBytes) this.held[i] = held + bytes;
      else writeHeldOut(part);
    });
    return observed;
  }
}
