/** The body of `POST /auth/embed`, checked: 409 naming each field missing or malformed. */
import { Violation, type ViolationItem } from '../../domain/errors.ts';
import { type Phrase, phrase } from '../../domain/messages/index.ts';
import { maxLength, notBlank, problemAt } from '../../domain/validation.ts';
import type { SignedLogin } from './embed-signature.ts';

/** The body as sent; the route's schema has already checked the JSON types. */
export interface EmbedLoginInput {
  subdomain?: unknown;
  external_id?: unknown;
  /** Seconds since 1970, as a JSON integer or its decimal text. */
  timestamp?: unknown;
  signature?: unknown;
  template_handle?: unknown;
  /** Optional random text signed as a fifth line (DESIGN §3). */
  nonce?: unknown;
}

/** The nonce's bounds (DESIGN §3): enough to be unique, short and safe to log. */
export const NONCE_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** A checked login and its signature, lower-case. */
export interface EmbedLogin extends SignedLogin {
  signature: string;
}

export function readEmbedLogin(input: EmbedLoginInput): EmbedLogin {
  const violations: ViolationItem[] = [];
  const add = (property_path: string, problem: Phrase | string | null) => {
    if (problem)
      violations.push(problemAt(property_path, input[property_path as keyof EmbedLoginInput], problem));
  };
  add('subdomain', notBlank(input.subdomain));
  add('external_id', notBlank(input.external_id) ?? maxLength(String(input.external_id), 255));
  const timestamp =
    typeof input.timestamp === 'number' && Number.isSafeInteger(input.timestamp) && input.timestamp >= 0
      ? String(input.timestamp)
      : typeof input.timestamp === 'string' && /^\d{1,15}$/.test(input.timestamp)
        ? input.timestamp
        : null;
  add('timestamp', timestamp === null ? phrase('violation.field.embed_timestamp') : null);
  const signature = typeof input.signature === 'string' ? input.signature.trim() : '';
  add('signature', /^[0-9A-Fa-f]{64}$/.test(signature) ? null : phrase('violation.field.embed_signature'));
  if (input.template_handle !== undefined && input.template_handle !== null)
    add(
      'template_handle',
      typeof input.template_handle === 'string' ? null : phrase('violation.field.embed_template_handle'),
    );
  if (input.nonce !== undefined && input.nonce !== null)
    add(
      'nonce',
      typeof input.nonce === 'string' && NONCE_PATTERN.test(input.nonce)
        ? null
        : phrase('violation.field.embed_nonce'),
    );
  if (violations.length) throw new Violation(violations);
  const handle = typeof input.template_handle === 'string' ? input.template_handle : '';
  return {
    subdomain: String(input.subdomain),
    external_id: String(input.external_id),
    timestamp: timestamp!,
    template_handle: handle === '' ? null : handle,
    nonce: typeof input.nonce === 'string' ? input.nonce : null,
    signature: signature.toLowerCase(),
  };
}
