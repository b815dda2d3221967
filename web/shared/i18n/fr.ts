/** French words every web app uses, key for key with `en.ts`. */
import type { SharedKey } from './en.ts';

export const SHARED_FR: Record<SharedKey, string> = {
  'app.close': 'Fermer',
  'app.loading': 'Chargement…',
  'app.retry': 'Réessayer',
  'app.error': 'Un problème est survenu',
};
