/**
 * Who may manage what outlives a login: API keys, the embed secret, and (with the console) members
 * and passwords. Owners and admins signed in as themselves; never an API key, since a leaked key
 * could otherwise leave keys or a known embed secret behind that its revocation does not end
 * (docs/roles.md).
 */
import { Forbidden, fromCatalog } from '../../domain/errors.ts';
import { isAdmin, type Principal } from '../principal.ts';

/** What outlives a login, as the refusals name it (a select of their catalog messages). */
export type AccountAsset = 'api_keys' | 'embed_secret';

/** Refuses with 403 unless an owner or admin user calls; `what` is named in the messages ("manage API keys"). */
export function requireAccountAdmin(principal: Principal, what: AccountAsset): void {
  if (principal.kind === 'api_key')
    throw new Forbidden(...fromCatalog('exception.api_key_not_allowed', { what }));
  if (!isAdmin(principal)) throw new Forbidden(...fromCatalog('exception.account.admin_only', { what }));
}
