/** The URL of the subscription just deleted from its page, said once by the list it goes back to. */
import { signal } from '@preact/signals';

export const justDeleted = signal<string | null>(null);
