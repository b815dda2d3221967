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
const LEFT: Record<string, number> = {
  'src/api/multipart-parts.ts': 1,
  'src/api/plugins/errors.ts': 5,
  'src/api/plugins/framework-errors.ts': 1,
  'src/api/plugins/member-access.ts': 1,
  'src/api/plugins/nul-characters.ts': 1,
  'src/api/plugins/receiver-only-routes.ts': 1,
  'src/api/receive-upload.ts': 3,
  'src/api/routes/hello.ts': 2,
  'src/api/routes/metrics.ts': 2,
  'src/api/routes/organisation.ts': 1,
  'src/api/routes/transformations.ts': 1,
  'src/api/validation-errors.ts': 6,
  'src/domain/conditions/validate.ts': 1,
  'src/domain/constraints/argument-parsers.ts': 16,
  'src/domain/constraints/functions/date_between.ts': 1,
  'src/domain/constraints/functions/is_between.ts': 1,
  'src/domain/constraints/functions/length_between.ts': 1,
  'src/domain/constraints/lookup-conditions.ts': 1,
  'src/domain/constraints/read-arguments.ts': 1,
  'src/domain/format/twig/budget.ts': 4,
  'src/domain/format/twig/evaluate.ts': 2,
  'src/domain/format/twig/filters/date.ts': 2,
  'src/domain/format/twig/filters/escape.ts': 1,
  'src/domain/format/twig/filters/lists.ts': 5,
  'src/domain/format/twig/filters/numbers.ts': 1,
  'src/domain/format/twig/filters/sprintf.ts': 1,
  'src/domain/format/twig/filters/text.ts': 2,
  'src/domain/format/twig/functions.ts': 3,
  'src/domain/format/twig/index.ts': 1,
  'src/domain/format/twig/lexer.ts': 7,
  'src/domain/format/twig/matches.ts': 4,
  'src/domain/format/twig/parse-expression.ts': 5,
  'src/domain/format/twig/parse-template.ts': 8,
  'src/domain/format/twig/policy.ts': 2,
  'src/domain/format/twig/tests.ts': 1,
  'src/domain/format/twig/token-stream.ts': 2,
  'src/domain/format/twig/values.ts': 3,
  'src/domain/format/validate-json-nodes.ts': 2,
  'src/domain/product.ts': 2,
  'src/domain/types/boolean.ts': 2,
  'src/domain/types/choice.ts': 3,
  'src/domain/types/column-type.ts': 5,
  'src/domain/types/image.ts': 1,
  'src/domain/types/list-of-values.ts': 2,
  'src/domain/types/number.ts': 3,
  'src/domain/types/value-lists/value-list-merge.ts': 1,
  'src/domain/types/web/url-config.ts': 1,
  'src/outbound/guarded-agent.ts': 1,
  'src/outbound/outbound-http.ts': 2,
  'src/outbound/resolve-allowed.ts': 1,
};

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
