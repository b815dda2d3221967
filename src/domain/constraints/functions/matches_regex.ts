/**
 * The regex is searched anywhere in the value, as most tools do; anchor it with ^ and $ to judge the
 * whole value. RE2 syntax (no backreferences, no lookahead), which keeps matching linear in time.
 */
import type { RE2JS } from 're2js';
import { defineCellConstraint } from '../definition.ts';

export const definition = defineCellConstraint<{ regex: RE2JS }>({
  name: 'matches_regex',
  id: 'ce89953e-09df-47b4-b8c9-9733294ea6f7',
  group: 'text_shape',
  description: 'The value matches a regular expression (RE2 syntax).',
  arguments: [
    {
      name: 'regex',
      type: 'regex',
      required: true,
      description: 'Regular expression, such as ^[A-Z]{2}\\d+$.',
    },
  ],
  skipsEmpty: true,
  check: (value, args) => args.regex.test(value),
});
