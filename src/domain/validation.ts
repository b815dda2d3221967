/**
 * Small property checks shared by services; each returns what is wrong, as a catalog phrase
 * (`violation.field.*`), or null. The caller names the property with `problemAt`.
 */
import { type ViolationItem, violationOf } from './errors.ts';
import { type Phrase, phrase } from './messages/index.ts';

/** The specification's subdomain pattern. */
export const SUBDOMAIN_PATTERN = /^[a-z0-9]([a-z0-9-]+)?[a-z0-9]$/;

// Deliberately simple (one @, a dot in the domain, no spaces): the real check is the code e-mail.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** This value should not be blank. */
export const BLANK_VALUE: Phrase = phrase('violation.field.blank');

export function notBlank(value: unknown): Phrase | null {
  return typeof value === 'string' && value.trim() !== '' ? null : BLANK_VALUE;
}

export function validEmail(value: string): Phrase | null {
  return EMAIL.test(value) && value.length <= 254 ? null : phrase('violation.field.email');
}

export function maxLength(value: string, max: number): Phrase | null {
  return [...value].length <= max ? null : phrase('violation.field.too_long', { max });
}

/** The password rule, the same wherever a password is set. */
export function passwordProblem(value: unknown): Phrase | null {
  if (typeof value !== 'string' || value.trim() === '') return BLANK_VALUE;
  return [...value].length >= 8 ? null : phrase('violation.field.password_short', { min: 8 });
}

/**
 * A violated property from a check's problem: a phrase is said in the reader's language; a
 * sentence still written in code (a caller's own check) is kept as it is.
 */
export function problemAt(
  property_path: string,
  invalid_value: unknown,
  problem: Phrase | string,
): ViolationItem {
  return typeof problem === 'string'
    ? { property_path, invalid_value: invalid_value ?? null, message: problem }
    : violationOf(property_path, invalid_value, problem);
}
