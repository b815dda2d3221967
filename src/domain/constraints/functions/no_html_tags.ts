/**
 * A tag is `<name …>`, `</name>` or `<name/>` where the name starts with a letter; a lone "<" as in
 * "a < b" is text. Comments, doctypes and processing instructions (`<!…>`, `<?…>`) always fail.
 * Tags whose name is in the optional allowed list (any case, e.g. "b, i, br") pass.
 */
import { defineCellConstraint } from '../definition.ts';

const TAG = /<\/?([A-Za-z][A-Za-z0-9-]*)(?:\s[^<>]*)?\/?>/g;
const MARKUP_DECLARATION = /<[!?][^<>]*>/;

export const definition = defineCellConstraint<{ allowed_tags?: string[] }>({
  name: 'no_html_tags',
  id: '00eb4c88-d2a1-4ef3-8996-8d0eedf881e0',
  group: 'text_shape',
  description: 'The value holds no HTML tag other than the allowed ones.',
  arguments: [
    {
      name: 'allowed_tags',
      type: 'list',
      required: false,
      description: 'Comma-separated tag names that are accepted, such as b, i, br.',
    },
  ],
  skipsEmpty: true,
  check: (value, args) => {
    // Both patterns start with "<": most cells are settled by one native search.
    if (!value.includes('<')) return true;
    if (MARKUP_DECLARATION.test(value)) return false;
    const allowed = (args.allowed_tags ?? []).map((tag) => tag.toLowerCase());
    for (const match of value.matchAll(TAG)) {
      if (!allowed.includes(match[1]!.toLowerCase())) return false;
    }
    return true;
  },
});
