/**
 * Whether a sender address is one a source's `allowed_senders` lets in. A pattern is the whole
 * address with `*` for any run of characters: `*@partner.com` is everyone at partner.com (not at
 * its subdomains: add `*@*.partner.com` for those), `orders@partner.com` one mailbox, `*` anyone.
 * Letter case never matters in a pattern nor in an address. Compiled to RE2 so that a pattern such
 * as `*a*a*a*b` stays linear; patterns are at most 254 characters (checked when written).
 */
import { RE2JS } from 're2js';

function compileSenderPattern(pattern: string): RE2JS {
  // `?` is an ordinary character of an address (`a?b@x.com` is valid), so `*` is the only wildcard.
  const source = pattern.trim().toLowerCase().split('*').map(RE2JS.quote).join('.*');
  return RE2JS.compile(source, RE2JS.DOTALL);
}

export function senderAllowed(address: string, patterns: readonly string[]): boolean {
  const sender = address.trim().toLowerCase();
  if (!sender) return false;
  return patterns.some((pattern) => compileSenderPattern(pattern).matches(sender));
}
