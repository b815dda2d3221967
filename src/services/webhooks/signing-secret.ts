/**
 * The secret each subscription's deliveries are signed with. It must be read back to sign, so it
 * cannot be hashed: it is sealed at rest with the server's key (../identity/secret-box.ts), bound
 * to its subscription so that a sealed value copied to another row does not open.
 */
import { randomBytes } from 'node:crypto';
import type { SecretBox } from '../identity/secret-box.ts';

/** A Standard Webhooks secret: `whsec_` and 24 random bytes in base64, the size the standard asks. */
export function newSigningSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

function place(webhookId: string): string {
  return `webhook:${webhookId}:secret`;
}

export function sealSigningSecret(secrets: SecretBox, webhookId: string, secret: string): Promise<string> {
  return secrets.seal(secret, place(webhookId));
}

/** Throws SecretUnreadable when the server's key is not the one it was sealed with. */
export function openSigningSecret(secrets: SecretBox, webhookId: string, sealed: string): Promise<string> {
  return secrets.open(sealed, place(webhookId));
}
