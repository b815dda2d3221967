/** "Try it": a sample file walked through the sender's importer, in a panel. */
import type { Template } from '../model.ts';

export function TryIt(_props: { template: Template }) {
  return null;
}
