/** English words every web app uses; `fr.ts` has the same keys. */
export const SHARED_EN = {
  'app.close': 'Close',
  'app.loading': 'Loading…',
  'app.retry': 'Try again',
  'app.error': 'Something went wrong',
};

export type SharedKey = keyof typeof SHARED_EN;
