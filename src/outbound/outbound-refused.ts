/** A request Ferry will not make on a tenant's behalf; the message is a sentence for a person. */
export class OutboundRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OutboundRefused';
  }
}
