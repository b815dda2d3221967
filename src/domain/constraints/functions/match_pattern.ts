/** The whole value must match; see ../wildcard.ts for the pattern syntax. */
import type { RE2JS } from 're2js';
import { defineCellConstraint } from '../definition.ts';

export const definition = defineCellConstraint<{ pattern: RE2JS }>({
  name: 'match_pattern',
  id: '7a9461fb-04b3-497f-90a9-cc3c490b9c86',
  group: 'text_shape',
  description: 'The whole value matches a wildcard pattern where * is any text and ? one character.',
  arguments: [
    {
      name: 'pattern',
      type: 'wildcard',
      required: true,
      description: 'Pattern such as FR-????-* ; other characters are taken literally.',
    },
  ],
  skipsEmpty: true,
  check: (value, args) => args.pattern.matches(value),
});
