/**
 * Only letters are judged: digits, spaces and punctuation pass, so "ABC-123" is upper case. A letter
 * fails when it is lower or title case in Unicode ("ß" has no single upper-case form and fails).
 */
import { defineCellConstraint } from '../definition.ts';

const LOWER_LETTER = /[\p{Ll}\p{Lt}]/u;

export const definition = defineCellConstraint<Record<string, never>>({
  name: 'is_upper',
  id: '42ffe386-92d5-4890-b22b-0ed4961431bc',
  group: 'text_shape',
  description: 'Every letter of the value is upper case.',
  arguments: [],
  skipsEmpty: true,
  check: (value) => !LOWER_LETTER.test(value),
});
