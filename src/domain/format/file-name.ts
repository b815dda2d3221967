/**
 * Target file names. A template's `file_name` may hold date tags, resolved in UTC when the file is
 * delivered; reads return the stored value with its tags.
 */
import { type ViolationItem, violationOf } from '../errors.ts';
import { type Phrase, phrase } from '../messages/index.ts';

const TAGS: Record<string, (date: Date) => number> = {
  YYYY: (d) => d.getUTCFullYear(),
  MM: (d) => d.getUTCMonth() + 1,
  DD: (d) => d.getUTCDate(),
  HH: (d) => d.getUTCHours(),
  mm: (d) => d.getUTCMinutes(),
  ss: (d) => d.getUTCSeconds(),
};
const TAG = /\{([^{}]*)\}/g;
const SEPARATORS = /[/\\]/;

/** Control characters (NUL included) break file systems and download headers. */
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
/** Leaves room for the extension within the 255 bytes most file systems allow. */
export const FILE_NAME_MAX_LENGTH = 200;
/** Used when a template has no file name. */
export const DEFAULT_FILE_NAME = 'export';

/**
 * The file name with its tags replaced and the extension added (unless the name already ends
 * with it). `orders-{YYYY}{MM}{DD}`, `csv`, 2024-03-05 → `orders-20240305.csv`.
 */
export function resolveFileName(fileName: string | null, extension: string, date: Date): string {
  const base = fileName?.trim() ? fileName.trim() : DEFAULT_FILE_NAME;
  const resolved = base.replace(TAG, (whole, tag: string) => {
    const part = TAGS[tag];
    if (!part) return whole;
    return String(part(date)).padStart(tag === 'YYYY' ? 4 : 2, '0');
  });
  const ext = extension.replace(/^\./, '');
  if (ext === '' || resolved.toLowerCase().endsWith(`.${ext.toLowerCase()}`)) return resolved;
  return `${resolved}.${ext}`;
}

/** Violations of a template's `file_name` (path `file_name`): separators, control characters, unknown tags. */
export function validateFileName(fileName: unknown): ViolationItem[] {
  if (fileName === null || fileName === undefined) return [];
  const add = (said: Phrase): ViolationItem => violationOf('file_name', fileName, said);
  if (typeof fileName !== 'string') return [add(phrase('violation.field.of_type', { type: 'string' }))];
  const out: ViolationItem[] = [];
  if (SEPARATORS.test(fileName) || hasControlCharacter(fileName))
    out.push(add(phrase('violation.field.file_name_characters')));
  if (fileName.length > FILE_NAME_MAX_LENGTH) {
    out.push(add(phrase('violation.field.too_long', { max: FILE_NAME_MAX_LENGTH })));
  }
  const unknown = [...fileName.matchAll(TAG)].map((m) => m[1]!).filter((tag) => !(tag in TAGS));
  if (unknown.length > 0) {
    const known = Object.keys(TAGS)
      .map((t) => `{${t}}`)
      .join(' ');
    out.push(add(phrase('violation.field.file_name_tag', { tag: `{${unknown[0]}}`, known })));
  }
  return out;
}
