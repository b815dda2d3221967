/**
 * The `email` block: who may send files to the source's address, and which subjects count. The
 * address itself is not written: it is generated once, `src-<12 random letters and digits>@` the
 * mail domain, and is as hard to guess as a 62-bit secret.
 */
import { randomInt } from 'node:crypto';
import { phrase } from '../../domain/messages/index.ts';
import { type Findings, patternFieldProblem, senderPatternProblem } from './field-checks.ts';
import type { EmailSettings } from './source-types.ts';

export interface EmailInput {
  allowed_senders?: string[] | null;
  subject_pattern?: string | null;
}

const MAX_SENDERS = 100;

export function readEmailBlock(input: EmailInput, at: string, found: Findings): EmailSettings {
  const senders = (input.allowed_senders ?? []).map((pattern) => pattern.trim().toLowerCase());
  // An empty list would be read one way by one person (nobody) and another by the next (anybody).
  if (senders.length === 0) {
    found.add(
      `${at}.allowed_senders`,
      input.allowed_senders ?? null,
      phrase('violation.field.senders_blank'),
    );
  }
  if (senders.length > MAX_SENDERS) {
    found.add(
      `${at}.allowed_senders`,
      senders.length,
      phrase('violation.field.senders_count', { max: MAX_SENDERS }),
    );
  }
  for (const [i, pattern] of senders.entries()) {
    found.add(`${at}.allowed_senders[${i}]`, input.allowed_senders![i], senderPatternProblem(pattern));
  }
  const subject = input.subject_pattern || null;
  if (subject !== null) found.add(`${at}.subject_pattern`, subject, patternFieldProblem(subject));
  return { allowed_senders: [...new Set(senders)], subject_pattern: subject };
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A new address at `domain`; the unique index on it catches the (astronomically rare) repeat. */
export function newSourceAddress(domain: string): string {
  let local = 'src-';
  for (let i = 0; i < 12; i += 1) local += ALPHABET[randomInt(ALPHABET.length)];
  return `${local}@${domain}`;
}
