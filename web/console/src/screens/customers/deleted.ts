/** The name of the customer just deleted, said once on the list the page goes back to. */
import { signal } from '@preact/signals';

export const justDeleted = signal<string | null>(null);
