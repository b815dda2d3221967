/** Small property checks shared by services; each returns a violation message or null. */

/** The specification's subdomain pattern. */
export const SUBDOMAIN_PATTERN = /^[a-z0-9]([a-z0-9-]+)?[a-z0-9]$/;

// Deliberately simple (one @, a dot in the domain, no spaces): the real check is the code e-mail.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function notBlank(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? null : 'This value should not be blank.';
}

export function validEmail(value: string): string | null {
  return EMAIL.test(value) && value.length <= 254 ? null : 'This value is not a valid email address.';
}

export function maxLength(value: string, max: number): string | null {
  return [...value].length <= max
    ? null
    : `This value is too long. It should have ${max} characters or less.`;
}

/** The password rule, the same wherever a password is set. */
export function passwordProblem(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return 'This value should not be blank.';
  return [...value].length >= 8 ? null : 'The password must have at least 8 characters.';
}
