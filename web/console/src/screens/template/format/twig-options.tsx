/** The custom format: Twig templates for the header, each row and the footer. */
import { type TextKey, t } from '../../../i18n.ts';
import { CodeEditor } from './code-editor.tsx';
import { type Draft, ENCODINGS, PRETTIFY_MODES } from './format-draft.ts';
import { type FieldProblems, fieldId, SelectField } from './format-fields.tsx';
import type { Problem, TwigPart } from './preview-problems.ts';

type Custom = Draft['custom'];

const PARTS: TwigPart[] = ['header', 'item', 'footer'];

export function TwigOptions(props: {
  custom: Custom;
  onChange: (patch: Partial<Custom>) => void;
  problems: FieldProblems;
  /** The preview's problems that name a Twig part. */
  twigProblems: Problem[];
}) {
  const { custom, onChange, problems } = props;
  return (
    <div class="format-options">
      <p class="muted small">{t('format.custom.intro')}</p>
      {PARTS.map((part) => {
        const path = `format.custom.${part}`;
        const found = props.twigProblems.find((problem) => problem.part === part);
        return (
          <CodeEditor
            key={part}
            id={fieldId(path)}
            label={t(`format.custom.${part}` as TextKey)}
            hint={t(`format.custom.${part}Hint` as TextKey)}
            value={custom[part]}
            rows={part === 'item' ? 6 : 3}
            onInput={(value) => onChange({ [part]: value })}
            problemLine={found?.line ?? null}
            problem={problems[path] ?? found?.message ?? null}
          />
        );
      })}
      <div class="format-grid">
        <SelectField
          path="format.custom.encoding"
          label={t('format.csv.encoding')}
          value={custom.encoding}
          options={ENCODINGS}
          optionLabel={(value) => t(`format.encoding.${value}` as TextKey)}
          onChange={(encoding) => onChange({ encoding })}
          problems={problems}
        />
        <SelectField
          path="format.custom.prettify"
          label={t('format.custom.prettify')}
          value={custom.prettify}
          options={PRETTIFY_MODES}
          optionLabel={(value) => t(`format.prettify.${value}` as TextKey)}
          onChange={(prettify) => onChange({ prettify })}
          problems={problems}
        />
      </div>
    </div>
  );
}
