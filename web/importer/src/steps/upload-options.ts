/**
 * The reading settings under the preview: encoding, delimiter, sheet and header row. Each starts
 * on "Detected (…)" and, once changed, is sent with the preview and the upload.
 */
import { h } from '../../../shared/dom.ts';
import type { Translate } from '../i18n/index.ts';
import type { Preview } from '../types.ts';

/** Settings the sender chose; an absent one is left to detection. */
export interface ReadOptions {
  /** Encoding name. */
  encoding?: string;
  /** Delimiter character. */
  delimiter?: string;
  /** Sheet name. */
  sheet?: string;
  /** 1-based header row. */
  header_row?: string;
}

const ENCODINGS = ['UTF-8', 'windows-1252', 'ISO-8859-15', 'UTF-16LE', 'UTF-16BE', 'macintosh'];
const DELIMITERS: [string, Parameters<Translate>[0]][] = [
  [',', 'upload.delimiter.comma'],
  [';', 'upload.delimiter.semicolon'],
  ['\t', 'upload.delimiter.tab'],
  ['|', 'upload.delimiter.pipe'],
];

function describeDelimiter(t: Translate, delimiter: string | null): string {
  const known = DELIMITERS.find(([d]) => d === delimiter);
  return known ? t(known[1]) : (delimiter ?? '?');
}

function select(
  id: string,
  label: string,
  detected: string,
  choices: [string, string][],
  chosen: string | undefined,
  onChange: (value: string | undefined) => void,
) {
  const el = h(
    'select',
    { id, onchange: () => onChange(el.value === '' ? undefined : el.value) },
    h('option', { value: '', text: detected }),
    choices.map(([value, text]) => h('option', { value, text, selected: value === chosen })),
  );
  return h('div', { class: 'field' }, h('label', { for: id, text: label }), el);
}

/** The settings row for a preview; `onChange` gets the whole new set. */
export function readOptionsForm(
  t: Translate,
  preview: Preview,
  chosen: ReadOptions,
  onChange: (options: ReadOptions) => void,
): HTMLElement {
  const set = (key: keyof ReadOptions) => (value: string | undefined) => {
    const next = { ...chosen };
    if (value === undefined) delete next[key];
    else next[key] = value;
    onChange(next);
  };
  const isText =
    preview.sheets.length === 0 && ['csv', 'tsv', 'txt'].includes(preview.file_format.toLowerCase());
  const fields: HTMLElement[] = [];
  if (isText || preview.encoding) {
    fields.push(
      select(
        'opt-encoding',
        t('upload.encoding'),
        t('upload.detected', { value: preview.encoding ?? '?' }),
        ENCODINGS.map((e) => [e, e]),
        chosen.encoding,
        set('encoding'),
      ),
    );
  }
  if (isText) {
    fields.push(
      select(
        'opt-delimiter',
        t('upload.delimiter'),
        t('upload.detected', { value: describeDelimiter(t, preview.delimiter) }),
        DELIMITERS.map(([d, key]) => [d, t(key)]),
        chosen.delimiter,
        set('delimiter'),
      ),
    );
  }
  if (preview.sheets.length > 0) {
    fields.push(
      select(
        'opt-sheet',
        t('upload.sheet'),
        t('upload.detected', { value: preview.sheet ?? preview.sheets[0] ?? '' }),
        preview.sheets.map((s) => [s, s]),
        chosen.sheet,
        set('sheet'),
      ),
    );
  }
  // JSON and XML have no header row (null): there is none to choose.
  if (preview.header_row !== null) {
    const rowsShown = Math.max(preview.rows.length, preview.header_row, 1);
    fields.push(
      select(
        'opt-header',
        t('upload.headerRow'),
        t('upload.detected', { value: preview.header_row }),
        Array.from({ length: Math.min(rowsShown, 20) }, (_, i) => [String(i + 1), String(i + 1)]),
        chosen.header_row,
        set('header_row'),
      ),
    );
  }
  return h('div', { class: 'options' }, fields);
}
