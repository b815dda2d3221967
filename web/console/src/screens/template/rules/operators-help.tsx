/** The DSL's syntax and operators, folded under the conditions field. */
import { type TextKey, t } from '../../../i18n.ts';

/** The specification's operators, grouped by what they do. */
const GROUPS: [TextKey, string[]][] = [
  ['rules.help.compare', ['EQUALS', 'NOT_EQUALS', 'GREATER', 'GREATER_EQUALS', 'LOWER', 'LOWER_EQUALS']],
  [
    'rules.help.text',
    ['CONTAINS', 'NOT_CONTAINS', 'BEGIN_WITH', 'NOT_BEGIN_WITH', 'END_WITH', 'NOT_END_WITH'],
  ],
  ['rules.help.lists', ['CONTAINED_IN', 'NOT_CONTAINED_IN', 'TAG_MATCH', 'TAG_NOT_MATCH']],
  ['rules.help.length', ['LENGTH_EQUALS', 'LENGTH_NOT_EQUALS', 'LENGTH_GREATER', 'LENGTH_LOWER']],
  ['rules.help.patterns', ['MATCH', 'NOT_MATCH', 'REGEX', 'NOT_REGEX']],
  ['rules.help.dates', ['DATE_BEFORE', 'DATE_BEFORE_EQUALS', 'DATE_AFTER', 'DATE_AFTER_EQUALS']],
  ['rules.help.alone', ['IS_EMPTY', 'IS_NOT_EMPTY', 'DUPLICATED', 'UNIQUE']],
];

const EXAMPLE = '#(country)/EQUALS/FR\nOR/#(country)/CONTAINED_IN/BE,CH\nAND/%(Zip)/IS_NOT_EMPTY';

export function OperatorsHelp() {
  return (
    <details class="rules-help">
      <summary>{t('rules.help.title')}</summary>
      <p>{t('rules.help.syntax')}</p>
      <div class="rules-help-example">
        {t('rules.help.example')}
        <pre>
          <code>{EXAMPLE}</code>
        </pre>
      </div>
      <dl>
        {GROUPS.map(([label, names]) => (
          <div key={label}>
            <dt>{t(label)}</dt>
            <dd>
              {names.map((name) => (
                <code key={name}>{name}</code>
              ))}
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
