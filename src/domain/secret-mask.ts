/**
 * Masks every secret in a resource's API shape before it is kept (the audit log's `before` and
 * `after`). Secrets are found by property name, at any depth, so a new secret-bearing field named
 * like the others is masked without a change here: source passwords, private keys and passphrases,
 * webhook and API key secrets, the embed secret, tokens, cookies, and every header value (a source's and a
 * push's headers carry credentials such as Authorization). Null stays null: "none set" is no secret.
 */

/** How a stored secret reads back; sent back on a write, it keeps the stored secret. */
export const MASK = '********';

const SECRET_NAME =
  /secret|passw|passphrase|private_key|token|api_key|authorization|headers|cookie|credential|signature/i;

export function maskSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskSecrets);
  if (value === null || typeof value !== 'object') return value;
  const masked: Record<string, unknown> = {};
  for (const [name, inner] of Object.entries(value as Record<string, unknown>))
    masked[name] = SECRET_NAME.test(name) ? maskAll(inner) : maskSecrets(inner);
  return masked;
}

/** Every leaf replaced, keeping the shape: a header map still shows which headers were set. */
function maskAll(value: unknown): unknown {
  if (value === null || value === undefined) return value ?? null;
  if (Array.isArray(value)) return value.map(maskAll);
  if (typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, maskAll(v)]),
    );
  return typeof value === 'boolean' ? value : MASK;
}
