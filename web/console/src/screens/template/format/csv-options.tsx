/** The CSV options: characters, encoding, and the lines above the rows. */
import { type TextKey, t } from '../../../i18n.ts';
import {
  BOMS,
  DELIMITERS,
  type Draft,
  ENCLOSURES,
  ENCODINGS,
  ESCAPES,
  MAX_NB_HEADERS,
  NEWLINES,
} from './format-draft.ts';
import { CheckField, type FieldProblems, NumberField, SelectField, TextField } from './format-fields.tsx';

type Csv = Draft['csv'];

export function CsvOptions(props: {
  csv: Csv;
  onChange: (patch: Partial<Csv>) => void;
  problems: FieldProblems;
}) {
  const { csv, onChange, problems } = props;
  const label = (group: string) => (value: string) => t(`format.${group}.${value}` as TextKey);
  return (
    <div class="format-options">
      <div class="format-grid">
        <SelectField
          path="format.csv.delimiter"
          label={t('format.csv.delimiter')}
          value={csv.delimiter}
          options={DELIMITERS}
          optionLabel={label('delimiter')}
          onChange={(delimiter) => onChange({ delimiter })}
          problems={problems}
        />
        <SelectField
          path="format.csv.enclosure"
          label={t('format.csv.enclosure')}
          value={csv.enclosure}
          options={ENCLOSURES}
          optionLabel={label('enclosure')}
          onChange={(enclosure) => onChange({ enclosure })}
          problems={problems}
        />
        <SelectField
          path="format.csv.escape"
          label={t('format.csv.escape')}
          value={csv.escape}
          options={ESCAPES}
          optionLabel={label('escape')}
          onChange={(value) => onChange({ escape: value })}
          problems={problems}
        />
        <SelectField
          path="format.csv.newline"
          label={t('format.csv.newline')}
          value={csv.newline}
          options={NEWLINES}
          optionLabel={label('newline')}
          onChange={(newline) => onChange({ newline })}
          problems={problems}
        />
        <SelectField
          path="format.csv.encoding"
          label={t('format.csv.encoding')}
          value={csv.encoding}
          options={ENCODINGS}
          optionLabel={label('encoding')}
          onChange={(encoding) => onChange({ encoding })}
          problems={problems}
        />
        <SelectField
          path="format.csv.bom"
          label={t('format.csv.bom')}
          value={csv.bom}
          options={BOMS}
          optionLabel={label('bom')}
          onChange={(bom) => onChange({ bom })}
          problems={problems}
        />
      </div>
      <TextField
        path="format.csv.header"
        label={t('format.csv.header')}
        hint={t('format.csv.headerHint')}
        value={csv.header}
        onInput={(header) => onChange({ header })}
        problems={problems}
      />
      <NumberField
        path="format.csv.nb_headers"
        label={t('format.csv.nbHeaders')}
        hint={t('format.csv.nbHeadersHint')}
        value={csv.nb_headers}
        min={0}
        max={MAX_NB_HEADERS}
        onInput={(nb_headers) => onChange({ nb_headers })}
        problems={problems}
      />
      <CheckField
        path="format.csv.no_empty_column"
        label={t('format.csv.noEmptyColumn')}
        hint={t('format.csv.noEmptyColumnHint')}
        checked={csv.no_empty_column}
        onChange={(no_empty_column) => onChange({ no_empty_column })}
        problems={problems}
      />
      <CheckField
        path="format.csv.escape_formulas"
        label={t('format.csv.escapeFormulas')}
        hint={t('format.csv.escapeFormulasHint')}
        checked={csv.escape_formulas}
        onChange={(escape_formulas) => onChange({ escape_formulas })}
        problems={problems}
      />
    </div>
  );
}
