/**
 * No sentence a person reads is written in `src/`: it comes from the catalog (`locales/`), through a
 * phrase (docs/languages.md). test/support/messages-in-code.ts says what counts as such a sentence
 * (a heuristic: several words with a capital or a stop, given to an error a person reads, a
 * violation, a phrase or mail builder, a step). Errors for developers (`Error`, `TypeError`) and
 * log lines are not read: the API answers the former with a generic 500, and logs are for operators.
 */
import { describe, expect, it } from 'vitest';
import { sentencesInCode, sentencesOf } from './support/messages-in-code.ts';

/**
 * Work left, file by file: errors thrown with an English sentence and a generic code, whose other
 * languages read their code's catalog message when it has one (src/api/i18n.ts). The count of each
 * may only go down; a file not listed may hold none.
 */
const LEFT: Record<string, number> = {};

describe('the sentences of src/', () => {
  const found = sentencesInCode('src');
  const count = (file: string) => found.filter((sentence) => sentence.file === file).length;

  it('come from the catalog: none outside the files still listed, and no more than listed there', () => {
    const over = [...new Set(found.map((sentence) => sentence.file))]
      .filter((file) => count(file) > (LEFT[file] ?? 0))
      .map((file) =>
        found.filter((sentence) => sentence.file === file).map((s) => `${s.file}:${s.line} ${s.text}`),
      );
    expect(over.flat()).toEqual([]);
  });

  it('keeps the list to what is left, so that it shrinks as files move to the catalog', () => {
    const stale = Object.entries(LEFT).filter(([file, left]) => count(file) < left);
    expect(stale.map(([file, left]) => `${file}: ${count(file)} left, listed ${left}`)).toEqual([]);
  });

  it('finds a sentence given to an error, a violation (a fragment too), a mail or a conversion failure, and not a log line', () => {
    const source = [
      "throw new BadRequest('The file is empty.');",
      "throw Violation.of('name', null, 'should not be blank');",
      "violations.push({ property_path: 'a', invalid_value: 1, message: 'The row is wrong.' });",
      "throw new SourceFailure('The host did not answer.');",
      "log.info('Mail written to the outbox folder.');",
      "throw new TypeError('unknown column type, validate it first');",
      "throw new Error('The review store needs the normalized output.');",
      "return fail('violation.type.email', { value });",
    ].join('\n');
    expect(sentencesOf('x.ts', source).map((s) => s.line)).toEqual([1, 2, 3, 4]);
  });
});
