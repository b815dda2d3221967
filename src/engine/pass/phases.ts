/**
 * Where a main pass spends its time, measured only when `FERRY_ENGINE_PHASES=1` (the clock's
 * calls cost about a tenth of a second a million rows): reading the rows (the scan of the bytes
 * or the CSV parser, the decoding of cells), converting them, checking them, writing every output.
 * A split run adds its slices' seconds (../split/split-run.ts); `ferry transform` prints them
 * to stderr.
 */
import { performance } from 'node:perf_hooks';
import type { ViolationSink } from '../judge/check-row.ts';
import type { RowJudge } from '../judge/judge-row.ts';

import type { PhaseSeconds } from '../run-types.ts';

export type { PhaseSeconds };

export type Phase = keyof PhaseSeconds;

export class PhaseClock {
  readonly seconds: PhaseSeconds = { read: 0, convert: 0, check: 0, write: 0 };
  private last = performance.now();

  /** Adds the time since the last call to `phase`. */
  add(phase: Phase): void {
    const now = performance.now();
    this.seconds[phase] += (now - this.last) / 1000;
    this.last = now;
  }

  /** `judge.judge(sink)`, its conversion and its checks timed apart. */
  judge(judge: RowJudge, sink: ViolationSink): boolean {
    judge.convert();
    this.add('convert');
    const failed = judge.check(sink);
    this.add('check');
    return failed;
  }
}

/** A clock when the phases are asked for, null otherwise. */
export function phaseClock(): PhaseClock | null {
  return process.env.FERRY_ENGINE_PHASES === '1' ? new PhaseClock() : null;
}

/** The phases of several passes (the slices of a split run), summed; undefined when none has them. */
export function sumPhases(all: readonly (PhaseSeconds | undefined)[]): PhaseSeconds | undefined {
  const present = all.filter((p) => p !== undefined);
  if (present.length === 0) return undefined;
  const total: PhaseSeconds = { read: 0, convert: 0, check: 0, write: 0 };
  for (const p of present) for (const key of Object.keys(total) as Phase[]) total[key] += p[key];
  return total;
}
