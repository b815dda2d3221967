/** How an import fails: the sentence its `error` shows a person, whatever went wrong. */
import { type FerryError, PayloadTooLarge, ProductRequired } from '../../domain/errors.ts';
import { type Language, type Phrase, phrase, render } from '../../domain/messages/index.ts';
import { OutboundRefused } from '../../outbound/outbound-http.ts';

/**
 * A failure of the import as a whole, shown to a person as the import's `error`: said in the
 * import's language, its English the error's message (logs).
 */
export class ImportFailed extends Error {
  constructor(readonly said: Phrase) {
    super(render(said, 'en'));
    this.name = 'ImportFailed';
  }
}

/** The import's `error`: a sentence for a person in the import's language, whatever failed. */
export function errorOf(error: unknown, language: Language): string {
  if (error instanceof ImportFailed) return render(error.said, language);
  if (error instanceof OutboundRefused) return error.message;
  if (error instanceof ProductRequired)
    return `${error.message} (${error.product.limitation_type ?? error.product.permission?.name})`;
  if (typeof (error as FerryError)?.status === 'number') return (error as Error).message;
  const message = error instanceof Error ? error.message : String(error);
  return render(phrase('exception.bulk_import.stopped', { detail: message }), language);
}

/**
 * A network or storage error met while fetching (`not_fetched`) or reading (`not_read`) the file,
 * worded for a person.
 */
export function transportFailure(error: unknown, what: 'not_fetched' | 'not_read'): unknown {
  if (error instanceof ImportFailed || error instanceof OutboundRefused || error instanceof PayloadTooLarge)
    return error;
  const detail = error instanceof Error ? error.message : String(error);
  return new ImportFailed(phrase(`exception.bulk_import.${what}`, { detail }));
}
