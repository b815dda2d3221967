/**
 * A folder listing is read whole before a file is picked from it, so it is bounded: a hostile or
 * broken server could otherwise send gigabytes of listing, or millions of entries, into the
 * worker's memory. The defaults leave room for a folder of a hundred thousand files, far more than
 * a feed's folder should hold; a folder over them fails the run with a sentence naming the bound.
 */
import { type ExtractContext, type ListingBounds, SourceFailure } from './extractor.ts';
import type { Peer } from './network-failure.ts';

export type { ListingBounds } from './extractor.ts';

export const DEFAULT_LISTING_BOUNDS: ListingBounds = { maxEntries: 100_000, maxBytes: 16 * 1024 * 1024 };

export function listingBounds(context: ExtractContext): ListingBounds {
  return context.listingBounds ?? DEFAULT_LISTING_BOUNDS;
}

const ADVICE = 'move the files already taken out of it, or point the source at a folder with fewer.';

export function tooManyEntries(folder: string, peer: Peer, bounds: ListingBounds): SourceFailure {
  return new SourceFailure(
    'listing-too-large',
    `The folder ${folder} on the ${peer.service} ${peer.host} has more than ${bounds.maxEntries} entries, ` +
      `the most Ferry lists: ${ADVICE}`,
  );
}

export function listingTooLong(folder: string, peer: Peer, bounds: ListingBounds): SourceFailure {
  return new SourceFailure(
    'listing-too-large',
    `The listing of the folder ${folder} on the ${peer.service} ${peer.host} is over ${bounds.maxBytes} bytes, ` +
      `the most Ferry reads: ${ADVICE}`,
  );
}
