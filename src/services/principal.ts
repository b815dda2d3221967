/** Who is calling: resolved once from the bearer token, then passed to every service call. */

export type Role = 'owner' | 'admin' | 'member';

/** Where the call came from, kept in the audit log; absent when no request made it (CLI, tests). */
interface CallOrigin {
  ip?: string | null;
}

export type Principal = CallOrigin &
  (
    | {
        kind: 'user';
        organisationId: string;
        userId: string;
        role: Role;
        /** Preferred language for translated messages. */
        language: string;
      }
    | {
        kind: 'api_key';
        organisationId: string;
        apiKeyId: string;
        /** API keys act with admin rights in their organisation. */
        role: 'admin';
        language: string;
      }
    | {
        /** A sender: sees its own transformations and the templates it may use, nothing else. */
        kind: 'customer';
        organisationId: string;
        customerId: string;
        /** The only template this login reaches (an embedded login signed for one); null for all the customer may use. */
        templateId: string | null;
        /**
         * The organisation's own trial customer (the console's Try it): the receiver acting as a
         * sender, so every template of the organisation is open to it, private or switched off.
         */
        trial?: boolean;
        language: string;
        /** The customer's own `language`, which its messages follow first; null when it chose none. */
        customerLanguage?: string | null;
      }
  );

/** Whether the principal may manage the organisation (owner or admin). */
export function isAdmin(principal: Principal): boolean {
  return principal.kind !== 'customer' && (principal.role === 'owner' || principal.role === 'admin');
}

/** Whether the principal acts for the receiver (a user or an API key), not a sender. */
export function isReceiver(principal: Principal): boolean {
  return principal.kind !== 'customer';
}

/** How a principal is recorded on what it made or changed: `user:<id>`, `api_key:<id>` or `customer:<id>`. */
export function actorOf(principal: Principal): string {
  switch (principal.kind) {
    case 'user':
      return `user:${principal.userId}`;
    case 'api_key':
      return `api_key:${principal.apiKeyId}`;
    case 'customer':
      return `customer:${principal.customerId}`;
  }
}

/**
 * Whether the principal's login reaches the template `templateId`: a customer's login bound to one
 * template (an embedded login signed for it) reaches only that one; every other login, any.
 */
export function reachesTemplate(principal: Principal, templateId: string | null): boolean {
  return (
    principal.kind !== 'customer' || principal.templateId === null || principal.templateId === templateId
  );
}
