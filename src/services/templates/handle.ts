/** Template handles: the per-organisation identifier in every template URL. */
import { type Phrase, phrase } from '../../domain/messages/index.ts';

/** DESIGN §3: lower-case letters, digits, `_` and `-`, starting with a letter or digit, 63 at most. */
export const HANDLE_PATTERN = /^[a-z0-9][a-z0-9_-]{0,62}$/;

const MAX_LENGTH = 63;
/** Room kept for a `-<n>` suffix when a generated handle is already taken. */
const SUFFIX_ROOM = 6;

/** What is wrong with `handle`, or null when it is a valid one. */
export function handleViolation(handle: string): Phrase | null {
  return HANDLE_PATTERN.test(handle) ? null : phrase('violation.field.handle');
}

/** `Commandes été 2024!` → `commandes-ete-2024`; `template` when nothing usable is left. */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_LENGTH - SUFFIX_ROOM)
    .replace(/-+$/, '');
  return slug === '' ? 'template' : slug;
}

/** `base` when free, otherwise `base-2`, `base-3`… — the first one no taken handle uses. */
export function firstFreeHandle(base: string, taken: readonly string[]): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!used.has(candidate)) return candidate;
  }
}
