/**
 * Who may manage what outlives a login: API keys, the embed secret, and (with the console) members
 * and passwords. Owners and admins signed in as themselves; never an API key, since a leaked key
 * could otherwise leave keys or a known embed secret behind that its revocation does not end
 * (docs/roles.md).
 */
import { Forbidden } from '../../domain/errors.ts';
import { isAdmin, type Principal } from '../principal.ts';

/**
 * Refuses with 403 unless an owner or admin user calls; `what` completes "manage …" in the
 * messages, e.g. "API keys".
 */
export function requireAccountAdmin(principal: Principal, what: string): void {
  if (principal.kind === 'api_key') {
    throw new Forbidden(
      `An API key cannot manage ${what}: a leaked key could leave them behind after it is revoked. ` +
        'Sign in as an owner or admin to do this.',
      'exception.api_key_not_allowed',
    );
  }
  if (!isAdmin(principal)) throw new Forbidden(`Only owners and admins manage ${what}.`);
}
