/** The options of XML (element names) and of XLSX (the worksheet's name). */
import { t } from '../../../i18n.ts';
import type { Draft } from './format-draft.ts';
import { type FieldProblems, TextField } from './format-fields.tsx';

export function XmlOptions(props: {
  xml: Draft['xml'];
  onChange: (patch: Partial<Draft['xml']>) => void;
  problems: FieldProblems;
}) {
  return (
    <div class="format-options format-grid">
      <TextField
        path="format.xml.root"
        label={t('format.xml.root')}
        hint={t('format.xml.rootHint')}
        value={props.xml.root}
        mono
        onInput={(root) => props.onChange({ root })}
        problems={props.problems}
      />
      <TextField
        path="format.xml.line"
        label={t('format.xml.line')}
        hint={t('format.xml.lineHint')}
        value={props.xml.line}
        mono
        onInput={(line) => props.onChange({ line })}
        problems={props.problems}
      />
    </div>
  );
}

/** Excel's own bound on a worksheet name. */
const SHEET_NAME_MAX = 31;

export function XlsOptions(props: {
  xls: Draft['xls'];
  onChange: (patch: Partial<Draft['xls']>) => void;
  problems: FieldProblems;
}) {
  return (
    <div class="format-options">
      <TextField
        path="format.xls.sheet_name"
        label={t('format.xls.sheetName')}
        hint={t('format.xls.sheetNameHint')}
        value={props.xls.sheet_name}
        maxLength={SHEET_NAME_MAX}
        placeholder="Sheet1"
        onInput={(sheet_name) => props.onChange({ sheet_name })}
        problems={props.problems}
      />
    </div>
  );
}
