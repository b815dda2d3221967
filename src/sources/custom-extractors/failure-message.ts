/**
 * The sentence a failed custom extractor leaves as the run's `details`: its name and its own
 * message, on one line and cut at 300 characters, so that an extractor that throws a whole page
 * or a stack trace still gives a readable line.
 */
import { SourceFailure } from '../extractor.ts';

export const MESSAGE_MAX = 300;

export function extractorFailed(name: string, error: unknown): SourceFailure {
  const raw = error instanceof Error ? error.message : String(error);
  let message = raw.replace(/\s+/g, ' ').trim() || 'it gave no reason';
  if ([...message].length > MESSAGE_MAX) message = `${[...message].slice(0, MESSAGE_MAX).join('')}…`;
  else if (!/[.!?…]$/.test(message)) message += '.';
  return new SourceFailure('server', `The custom extractor "${name}" failed: ${message}`);
}
