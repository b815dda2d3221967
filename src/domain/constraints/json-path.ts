/**
 * Paths into a JSON cell, written from the root: `a.b[0].c`, optionally prefixed by `$` or `$.`.
 * A key is any run of characters other than `.`, `[` and `]`; an index is a non-negative integer.
 */
import { NOT_JSON, parseRemembered } from '../remembered-json.ts';

export type JsonPathStep = string | number;

const STEP = /^(?:\.?([^.[\]]+)|\[(\d+)\])/;

/** The steps of a path, or null when it does not follow the syntax. The empty path is the root. */
export function parseJsonPath(text: string): JsonPathStep[] | null {
  let rest = text.trim().replace(/^\$/, '');
  const steps: JsonPathStep[] = [];
  let first = true;
  while (rest.length > 0) {
    const match = STEP.exec(rest);
    if (!match) return null;
    // A key after another step must be introduced by a dot: `a.b`, not `a[0]b`.
    if (match[1] !== undefined && !first && !match[0].startsWith('.')) return null;
    steps.push(match[1] !== undefined ? match[1] : Number(match[2]));
    rest = rest.slice(match[0].length);
    first = false;
  }
  return steps;
}

/** Follows the path; `found` is false as soon as a step does not exist. `null` values exist. */
export function readJsonPath(
  document: unknown,
  steps: readonly JsonPathStep[],
): { found: boolean; value: unknown } {
  let current: unknown = document;
  for (const step of steps) {
    if (typeof step === 'number') {
      if (!Array.isArray(current) || step >= current.length) return { found: false, value: undefined };
      current = current[step];
    } else {
      if (current === null || typeof current !== 'object' || Array.isArray(current)) {
        return { found: false, value: undefined };
      }
      if (!Object.hasOwn(current, step)) return { found: false, value: undefined };
      current = (current as Record<string, unknown>)[step];
    }
  }
  return { found: true, value: current };
}

/** The cell parsed as JSON, or undefined when it is not JSON. */
export function parseJsonCell(value: string): unknown {
  const parsed = parseRemembered(value);
  return parsed === NOT_JSON ? undefined : parsed;
}
