/**
 * Where an operator reads how to let Ferry reach a private host; the refusal names it, so the
 * tenant who reads the refusal can tell the operator what to change (test/outbound/refusal-docs.test.ts).
 */
export const ALLOWLIST_DOCS = 'docs/security.md#reaching-a-private-network-ferry_outbound_allowlist';

/** A request Ferry will not make on a tenant's behalf; the message is a sentence for a person. */
export class OutboundRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OutboundRefused';
  }
}
