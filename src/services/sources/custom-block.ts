/** The `custom` block: which of the operator's custom extractors runs, and what it is given. */
import { phrase } from '../../domain/messages/index.ts';
import type { NameValue } from '../../store/schema/index.ts';
import { BLANK, type Findings, tooLong } from './field-checks.ts';
import type { CustomSettings } from './source-types.ts';

export interface CustomInput {
  custom_data_extractor_id?: string | null;
  handle?: string | null;
  metadata?: { name: string; value?: string | null }[] | null;
}

const UUID = /^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$/;

export function readCustomBlock(input: CustomInput, at: string, found: Findings): CustomSettings {
  const id = input.custom_data_extractor_id?.trim() || null;
  const handle = input.handle?.trim() || null;
  if (id === null && handle === null) {
    found.add(`${at}.custom_data_extractor_id`, null, phrase('violation.field.extractor_or_handle'));
  }
  if (id !== null)
    found.add(
      `${at}.custom_data_extractor_id`,
      id,
      UUID.test(id) ? null : phrase('violation.field.not_uuid'),
    );
  if (handle !== null) found.add(`${at}.handle`, handle, tooLong(handle, 100));
  const metadata: NameValue[] = (input.metadata ?? []).map((item) => ({
    name: item.name,
    value: item.value ?? null,
  }));
  if (metadata.length > 100)
    found.add(`${at}.metadata`, metadata.length, phrase('violation.field.entries_count', { max: 100 }));
  const seen = new Set<string>();
  for (const [i, item] of metadata.entries()) {
    const duplicate = seen.has(item.name)
      ? phrase('violation.field.name_used_twice', { name: item.name })
      : null;
    found.add(
      `${at}.metadata[${i}].name`,
      item.name,
      item.name.trim() === '' ? BLANK : (duplicate ?? tooLong(item.name, 255)),
    );
    if (item.value !== null) found.add(`${at}.metadata[${i}].value`, item.value, tooLong(item.value, 10_000));
    seen.add(item.name);
  }
  return { custom_data_extractor_id: id?.toLowerCase() ?? null, handle, metadata };
}
