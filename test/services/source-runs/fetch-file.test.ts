/**
 * A source that cannot be fetched fails its run with `details` in the run's language: the failure
 * keeps its catalog code and values, and its English stays word for word what it was.
 */
import { describe, expect, it } from 'vitest';
import { errorMessage } from '../../../src/domain/messages/index.ts';
import { extractFrom } from '../../../src/services/source-runs/fetch-file.ts';
import { RunFailure } from '../../../src/services/source-runs/run-failure.ts';
import type { FetchSettings } from '../../../src/services/sources/fetch-settings.ts';

const fetching = (data_extractor: string) =>
  extractFrom({ data_extractor, block: {} } as unknown as FetchSettings, {}, {} as never).then(
    () => null,
    (error: unknown) => error as RunFailure,
  );

describe('extractFrom', () => {
  it('refuses an upload source, in English and in the run’s language', async () => {
    const failure = await fetching('upload');
    expect(failure).toBeInstanceOf(RunFailure);
    expect(failure!.message).toBe(
      'This source is an upload: it has no file to fetch. Upload the file instead.',
    );
    expect(errorMessage(failure!, 'fr')).toBe(
      'Cette source est un envoi de fichier : elle n’a aucun fichier à récupérer. Envoyez plutôt le fichier.',
    );
  });

  it('names a source type this server has no extractor for', async () => {
    const failure = await fetching('ftp');
    expect(failure!.message).toBe('Sources of type ftp cannot be fetched by this server.');
    expect(errorMessage(failure!, 'de')).toBe(
      'Quellen vom Typ ftp können von diesem Server nicht abgerufen werden.',
    );
  });
});
