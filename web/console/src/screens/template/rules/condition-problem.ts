/**
 * A refusal of a `conditions` text, placed: the server's message starts `line L, column C (offset
 * O): …` when the parser knows where the problem is (docs/decisions/api-lists.md, conditions checked as one
 * types); a text over the length bound has no place.
 */
import { ApiError } from '../../../../../shared/api.ts';
import { t } from '../../../i18n.ts';
import { violationsOf } from '../../../ui/refusal.ts';

export interface ConditionProblem {
  /** 0-based offset in the text, when the message names one. */
  offset: number | null;
  /** The sentence to show: the place in the page's language, then the server's words. */
  sentence: string;
}

const PLACE = /^line (\d+), column (\d+) \(offset (\d+)\): ([\s\S]*)$/;

export function placeProblem(message: string): ConditionProblem {
  const match = PLACE.exec(message);
  if (!match) return { offset: null, sentence: message };
  const [, line, column, offset, rest] = match;
  return {
    offset: Number(offset),
    sentence: t('rules.conditions.at', { line: line!, column: column! }) + rest,
  };
}

/** The message of the violation on `conditions` in a 409, or null for any other answer. */
export function conditionsRefusal(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  return violationsOf(error).find((v) => v.property_path === 'conditions')?.message ?? error.message;
}
