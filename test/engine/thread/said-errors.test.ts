/**
 * A custom format's Twig error crosses the engine's threads with its code and values, as a file's
 * SourceError does, so that a run failing on it says why in the run's language.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TwigError } from '../../../src/domain/format/twig.ts';
import { errorMessage } from '../../../src/domain/messages/index.ts';
import { SourceError } from '../../../src/engine/read/source-error.ts';
import { runInThread } from '../../../src/engine/tasks/run-task.ts';
import { restoredSaidError, saidErrorData } from '../../../src/engine/thread/said-errors.ts';
import { fileFolder } from '../../support/file-folder.ts';
import { NOW, ORDERS_CSV, orders, ordersMapping, sourceFile } from '../run/fixtures.ts';

const folder = fileFolder('ferry-twig-thread-');

/** What the other side of a thread receives: postMessage copies plain data this way. */
const across = (error: unknown) => restoredSaidError(structuredClone(saidErrorData(error)));

describe('an error said from the catalog, across threads', () => {
  it('comes back a TwigError with its kind, line, message, code and values', () => {
    const thrown = new TwigError('runtime', 'division_by_zero', {}, 2);
    const restored = across(thrown);
    expect(restored).toBeInstanceOf(TwigError);
    expect(restored).toMatchObject({
      kind: 'runtime',
      line: 2,
      message: 'Division by zero. (line 2)',
      code: 'exception.twig.division_by_zero',
      params: thrown.params,
    });
    expect(errorMessage(restored!, 'fr')).toBe('Division par zéro. (ligne 2)');
  });

  it('keeps a SourceError as it was, and leaves any other error to its caller', () => {
    const restored = across(SourceError.of('empty', {}, 3));
    expect(restored).toBeInstanceOf(SourceError);
    expect(restored).toMatchObject({ message: 'Line 3: The file is empty.', code: 'exception.source.empty' });
    expect(across(new Error('a bug'))).toBeNull();
  });

  it('fails a run in a thread whose custom item does not parse with a TwigError said in French too', async () => {
    const template = { ...orders, format: { format: 'custom' as const, custom: { item: '{{ sku }\n' } } };
    const running = runInThread('transform', {
      sourcePath: await sourceFile(ORDERS_CSV),
      template,
      options: {
        outDir: path.join(folder(), 'out'),
        now: NOW.toISOString(),
        mapping: ordersMapping,
      },
    });
    const error = await running.then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(TwigError);
    expect((error as TwigError).message).toBe('Unexpected “}”. (line 1)');
    expect(errorMessage(error as TwigError, 'en')).toBe('Unexpected “}”. (line 1)');
    expect(errorMessage(error as TwigError, 'fr')).toBe('« } » inattendu. (ligne 1)');
  });
});
