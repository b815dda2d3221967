/**
 * The fields an audit entry changed: its `before` and `after` compared field by field, only those
 * that differ kept (all of them for a creation or a deletion), values written for reading.
 */
export interface FieldChange {
  field: string;
  /** Undefined when the resource had no such field (created, or the field is new). */
  before?: string;
  after?: string;
}

/** Fields every resource carries that say nothing about the change. */
const NOISE = new Set(['updated_at']);

function asObject(value: unknown): Record<string, unknown> | null {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** A value as text: strings as they are, the rest as compact JSON; null and empty as undefined. */
export function written(value: unknown): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (typeof value === 'string') return value;
  // Keys sorted and unset settings (null) left out: the same settings stored in another order, or
  // with an empty setting spelled out, are not a change.
  return JSON.stringify(value, (_key, inner) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.entries(inner)
            .filter(([, setting]) => setting !== null)
            .sort(([a], [b]) => a.localeCompare(b)),
        )
      : inner,
  );
}

export function changesOf(before: unknown, after: unknown): FieldChange[] {
  const old = asObject(before) ?? {};
  const now = asObject(after) ?? {};
  const fields = [...new Set([...Object.keys(old), ...Object.keys(now)])].filter(
    (field) => !NOISE.has(field),
  );
  return fields.flatMap((field) => {
    const was = written(old[field]);
    const is = written(now[field]);
    return was === is ? [] : [{ field, before: was, after: is }];
  });
}

/** The name a reader knows a resource by, read from its API shape. */
export function nameOf(resource: unknown): string | null {
  const fields = asObject(resource);
  if (!fields) return null;
  for (const key of [
    'pretty_name',
    'name',
    'label',
    'function',
    'email',
    'external_id',
    'template_handle',
    'url',
    'kind',
  ]) {
    const value = fields[key];
    if (typeof value === 'string' && value) return value;
  }
  return null;
}
