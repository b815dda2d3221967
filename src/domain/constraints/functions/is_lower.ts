/**
 * Only letters are judged: digits, spaces and punctuation pass, so "abc-123" is lower case. A letter
 * fails when it is upper or title case in Unicode, which covers accented and non-Latin letters.
 */
import { defineCellConstraint } from '../definition.ts';

const UPPER_LETTER = /[\p{Lu}\p{Lt}]/u;

export const definition = defineCellConstraint<Record<string, never>>({
  name: 'is_lower',
  id: 'e8e96ff8-9de5-4de9-bc65-94a607320655',
  group: 'text_shape',
  description: 'Every letter of the value is lower case.',
  arguments: [],
  skipsEmpty: true,
  check: (value) => !UPPER_LETTER.test(value),
});
