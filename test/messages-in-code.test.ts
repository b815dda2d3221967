/**
 * No sentence a person reads is written in `src/`: it comes from the catalog (`locales/`), through a
 * phrase (docs/languages.md). test/support/messages-in-code.ts says what counts as such a sentence
 * (a heuristic: several words with a capital or a stop, given to an error a person reads, a
 * violation, a phrase or mail builder, a step). Errors for developers (`Error`, `TypeError`) and
 * log lines are not read: the API answers the former with a generic 500, and logs are for operators;
 * nor are the settings checked at start and the command line's words, which only the operator reads
 * (in English, as the logs).
 */
import { describe, expect, it } from 'vitest';
import { sentencesInCode, sentencesOf } from './support/messages-in-code.ts';

describe('the sentences of src/', () => {
  it('come from the catalog: none is written in code', () => {
    const found = sentencesInCode('src').map((s) => `${s.file}:${s.line} ${s.text}`);
    expect(found).toEqual([]);
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
