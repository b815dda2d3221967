/** `user_metadata` of templates and columns: `{name, value}` items whose names are unique. */
import { type ViolationItem, violationOf } from '../../domain/errors.ts';
import { phrase } from '../../domain/messages/index.ts';
import type { NameValue } from '../../store/schema/index.ts';

/** Violations of a user_metadata list: blank names and repeated names (the repetition is reported). */
export function checkUserMetadata(
  items: readonly NameValue[] | undefined,
  path = 'user_metadata',
): ViolationItem[] {
  const out: ViolationItem[] = [];
  const seen = new Set<string>();
  (items ?? []).forEach((item, i) => {
    if (item.name.trim() === '') {
      out.push(violationOf(`${path}[${i}].name`, item.name, phrase('violation.field.blank')));
    } else if (seen.has(item.name)) {
      out.push(violationOf(`${path}[${i}].name`, item.name, phrase('violation.field.name_repeated')));
    }
    seen.add(item.name);
  });
  return out;
}

/** The list as stored: a missing value is null. */
export function storedUserMetadata(items: readonly { name: string; value?: string | null }[]): NameValue[] {
  return items.map((item) => ({ name: item.name, value: item.value ?? null }));
}
