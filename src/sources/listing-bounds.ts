/**
 * A folder listing is read whole before a file is picked from it, so it is bounded: a hostile or
 * broken server could otherwise send gigabytes of listing, or millions of entries, into the
 * worker's memory. The defaults leave room for a folder of a hundred thousand files, far more than
 * a feed's folder should hold; a folder over them fails the run with a sentence naming the bound.
 */
import { type ExtractContext, type ListingBounds, SourceFailure } from './extractor.ts';
import { type Peer, serverOf } from './network-failure.ts';

export type { ListingBounds } from './extractor.ts';

export const DEFAULT_LISTING_BOUNDS: ListingBounds = { maxEntries: 100_000, maxBytes: 16 * 1024 * 1024 };

export function listingBounds(context: ExtractContext): ListingBounds {
  return context.listingBounds ?? DEFAULT_LISTING_BOUNDS;
}

export function tooManyEntries(folder: string, peer: Peer, bounds: ListingBounds): SourceFailure {
  const values = { folder, ...serverOf(peer), max: bounds.maxEntries };
  return SourceFailure.of('listing-too-large', 'too_many_entries', values);
}

export function listingTooLong(folder: string, peer: Peer, bounds: ListingBounds): SourceFailure {
  const values = { folder, ...serverOf(peer), max: bounds.maxBytes };
  return SourceFailure.of('listing-too-large', 'listing_too_long', values);
}
