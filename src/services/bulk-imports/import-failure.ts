/** How an import fails: the sentence its `error` shows a person, whatever went wrong. */
import { type FerryError, PayloadTooLarge, ProductRequired } from '../../domain/errors.ts';
import { OutboundRefused } from '../../outbound/outbound-http.ts';

/** A failure of the import as a whole; the message is shown to a person as the import's `error`. */
export class ImportFailed extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportFailed';
  }
}

/** The import's `error`: a sentence for a person, whatever failed. */
export function errorOf(error: unknown): string {
  if (error instanceof ImportFailed || error instanceof OutboundRefused) return error.message;
  if (error instanceof ProductRequired)
    return `${error.message} (${error.product.limitation_type ?? error.product.permission?.name})`;
  if (typeof (error as FerryError)?.status === 'number') return (error as Error).message;
  const message = error instanceof Error ? error.message : String(error);
  return `The import stopped: ${message}. Nothing was changed.`;
}

/** A network or storage error met while fetching or reading the file, worded for a person. */
export function transportFailure(error: unknown, what: string): unknown {
  if (error instanceof ImportFailed || error instanceof OutboundRefused || error instanceof PayloadTooLarge)
    return error;
  const detail = error instanceof Error ? error.message : String(error);
  return new ImportFailed(`${what} (${detail}). Nothing was changed.`);
}
