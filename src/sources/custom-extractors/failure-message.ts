/**
 * The sentence a failed custom extractor leaves as the run's `details`: its name and its own
 * message, on one line and cut at 300 characters, so that an extractor that throws a whole page
 * or a stack trace still gives a readable line.
 */
import { SourceFailure } from '../extractor.ts';

export const MESSAGE_MAX = 300;

/** An extractor that threw or rejected: its own message is the reason, else the failure says it gave none. */
export function extractorFailed(name: string, error: unknown): SourceFailure {
  const raw = error instanceof Error ? error.message : String(error);
  let message = raw.replace(/\s+/g, ' ').trim();
  if (!message) return SourceFailure.of('server', 'custom_no_reason', { name });
  if ([...message].length > MESSAGE_MAX) message = `${[...message].slice(0, MESSAGE_MAX).join('')}…`;
  else if (!/[.!?…]$/.test(message)) message += '.';
  return SourceFailure.of('server', 'custom_failed', { name, reason: message });
}

/** The extractor's answer had no file name or no stream. */
export function extractorHandedNothing(name: string): SourceFailure {
  return SourceFailure.of('server', 'custom_no_file', { name });
}
