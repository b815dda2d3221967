/**
 * Line breaks are every mandatory break of Unicode: LF, CR, vertical tab, form feed, NEL and the
 * line and paragraph separators, so a value pasted from a word processor is caught too.
 */
import { defineCellConstraint } from '../definition.ts';

const LINE_BREAK = /[\n\r\v\f\u0085\u2028\u2029]/;

export const definition = defineCellConstraint<Record<string, never>>({
  name: 'no_line_breaks',
  id: '4e27a089-59a6-4583-a13b-e20109560d38',
  group: 'text_shape',
  description: 'The value holds no line break.',
  arguments: [],
  skipsEmpty: true,
  check: (value) => !LINE_BREAK.test(value),
});
