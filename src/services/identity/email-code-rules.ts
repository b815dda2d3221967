/**
 * What e-mailed login codes share (DESIGN §3): six digits, valid 10 minutes, 5 tries, one pending
 * per customer. The code is hashed with scrypt like a password: a million possible codes would
 * fall at once to a plain hash read from a leaked database, but not within its 10 minutes to a
 * memory-hard one (about 50 ms a guess here).
 */
import { randomInt } from 'node:crypto';
import { Violation, type ViolationItem } from '../../domain/errors.ts';
import { notBlank, problemAt, validEmail } from '../../domain/validation.ts';

export const CODE_MINUTES = 10;
export const CODE_TRIES = 5;

/** Six random digits, leading zeros kept. */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** The throttle's account: one per organisation and e-mail, whatever their case. */
export function codeAccount(purpose: 'send' | 'login', subdomain: string, email: string): string {
  return `email-code-${purpose}:${subdomain.trim().toLowerCase()}:${email.trim().toLowerCase()}`;
}

/** `subdomain` and `email` as sent, checked: 409 naming each one missing or malformed. */
export function requireSubdomainAndEmail(input: { subdomain?: unknown; email?: unknown }): {
  subdomain: string;
  email: string;
} {
  const violations: ViolationItem[] = [];
  const subdomainProblem = notBlank(input.subdomain);
  if (subdomainProblem) violations.push(problemAt('subdomain', input.subdomain, subdomainProblem));
  const emailProblem = notBlank(input.email) ?? validEmail(String(input.email).trim());
  if (emailProblem) violations.push(problemAt('email', input.email, emailProblem));
  if (violations.length) throw new Violation(violations);
  return { subdomain: String(input.subdomain).trim().toLowerCase(), email: String(input.email).trim() };
}
