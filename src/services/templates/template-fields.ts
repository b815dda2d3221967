/**
 * Rules of a template write (create or partial update) that the route schema cannot express:
 * handle pattern, URL, file name tags, extension, format, user_metadata names. Every problem is
 * collected, so one 409 lists them all. The format's column references may name columns created
 * later (dangling-references.ts reports them when the template is used).
 */
import type { ViolationItem } from '../../domain/errors.ts';
import { validateFileName } from '../../domain/format/file-name.ts';
import { validateFormat } from '../../domain/format/validate-format.ts';
import { type Phrase, phrase } from '../../domain/messages/index.ts';
import { notBlank, problemAt } from '../../domain/validation.ts';
import type { TemplatePush, TemplateWrite } from '../../store/templates/templates.ts';
import { handleViolation } from './handle.ts';
import { type PushInput, readPushInput } from './push-field.ts';
import { checkUserMetadata, storedUserMetadata } from './user-metadata.ts';

/** The body of `POST /template` and `PUT /template/{handle}`, after the route schema. */
export interface TemplateInput {
  template_handle?: string | null;
  is_enabled?: boolean | null;
  name?: string | null;
  description?: string | null;
  picture_url?: string | null;
  user_metadata?: { name: string; value?: string | null }[] | null;
  item?: string | null;
  access_type?: 'public' | 'restricted' | 'private' | null;
  accept_errors?: boolean | null;
  max_file_size?: number | null;
  file_name?: string | null;
  extension?: string | null;
  export_empty_columns?: boolean | null;
  format?: Record<string, unknown> | null;
  push?: PushInput | null;
}

const EXTENSION = /^[A-Za-z0-9]{1,16}$/;

/**
 * Checks the sent properties and returns them as stored; null on a boolean or enum means its
 * default. `storedPush`: the template's push, whose header values a masked one stands for.
 */
export function readTemplateInput(
  input: TemplateInput,
  creating: boolean,
  storedPush: TemplatePush | null = null,
): { write: TemplateWrite; violations: ViolationItem[] } {
  const violations: ViolationItem[] = [];
  const add = (property_path: string, invalid_value: unknown, problem: Phrase | string) =>
    violations.push(problemAt(property_path, invalid_value, problem));
  const write: TemplateWrite = {};

  if (input.template_handle !== undefined && input.template_handle !== null) {
    const problem = handleViolation(input.template_handle);
    if (problem) add('template_handle', input.template_handle, problem);
    else write.handle = input.template_handle;
  }
  if (creating || input.name !== undefined) {
    const problem = notBlank(input.name);
    if (problem) add('name', input.name, problem);
    else write.name = input.name!.trim();
  }
  if (input.picture_url !== undefined) {
    if (input.picture_url !== null && !isWebUrl(input.picture_url)) {
      add('picture_url', input.picture_url, phrase('violation.field.not_url'));
    }
    write.picture_url = input.picture_url;
  }
  if (input.user_metadata !== undefined) {
    const items = storedUserMetadata(input.user_metadata ?? []);
    violations.push(...checkUserMetadata(items));
    write.user_metadata = items;
  }
  if (input.file_name !== undefined) {
    violations.push(...validateFileName(input.file_name));
    write.file_name = input.file_name;
  }
  if (input.extension !== undefined) {
    const extension = input.extension?.replace(/^\./, '') ?? null;
    if (extension !== null && !EXTENSION.test(extension)) {
      add('extension', input.extension, phrase('violation.field.extension'));
    }
    write.extension = extension;
  }
  if (input.format !== undefined) {
    violations.push(...validateFormat(input.format));
    write.format = input.format;
  }
  if (input.push !== undefined) {
    const { push, violations: problems } = readPushInput(input.push, storedPush);
    violations.push(...problems);
    write.push = push;
  }
  if (input.is_enabled !== undefined) write.is_enabled = input.is_enabled ?? true;
  if (input.description !== undefined) write.description = input.description;
  if (input.item !== undefined) write.item = input.item;
  if (input.access_type !== undefined) write.access_type = input.access_type ?? 'public';
  if (input.accept_errors !== undefined) write.accept_errors = input.accept_errors ?? false;
  if (input.max_file_size !== undefined) write.max_file_size = input.max_file_size;
  if (input.export_empty_columns !== undefined)
    write.export_empty_columns = input.export_empty_columns ?? true;
  return { write, violations };
}

function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
