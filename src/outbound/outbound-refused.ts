import { fromCatalog } from '../domain/errors.ts';

/**
 * Where an operator reads how to let Ferry reach a private host; the refusal names it, so the
 * tenant who reads the refusal can tell the operator what to change (test/outbound/refusal-docs.test.ts).
 */
export const ALLOWLIST_DOCS = 'docs/security.md#reaching-a-private-network-ferry_outbound_allowlist';

/**
 * A request Ferry will not make on a tenant's behalf. The message is a sentence for a person, said
 * from the catalog (`exception.outbound.*`): its code and values go with it, so that whoever reports
 * the refusal can say it in the reader's language.
 */
export class OutboundRefused extends Error {
  constructor(
    message: string,
    /** The catalog code of the message. */
    readonly code: string,
    /** The values the message names. */
    readonly params: Record<string, string | number>,
  ) {
    super(message);
    this.name = 'OutboundRefused';
  }

  /** A refusal of the catalog's `exception.outbound.<name>`, its English the error's message. */
  static of(name: string, values: Record<string, string | number> = {}): OutboundRefused {
    return new OutboundRefused(...fromCatalog(`exception.outbound.${name}`, values));
  }
}
