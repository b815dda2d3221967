import type { ConditionOperator } from '../operator.ts';
import { splitList } from '../values.ts';

/**
 * Both sides are comma-separated tag sets; tags are labels people type, so they compare trimmed
 * and case-insensitively. An empty set shares no tag.
 */
const tagsOf = (value: string) => new Set(splitList(value).map((tag) => tag.toLowerCase()));

export default {
  name: 'TAG_MATCH',
  arity: 'binary',
  description: 'The left tags (comma-separated) share at least one tag with the right list, ignoring case.',
  test: (left, right = '') => {
    const wanted = tagsOf(right);
    return [...tagsOf(left)].some((tag) => wanted.has(tag));
  },
} satisfies ConditionOperator;
