/** The selected JSON node's settings: its key, its kind, the column or text it writes. */
import type { Ref } from 'preact';
import { type TextKey, t } from '../../../i18n.ts';
import type { Column } from '../model.ts';
import { NODE_TYPES, type NodeType, type TreeNode } from './json-tree-model.ts';

interface SettingsProps {
  node: TreeNode;
  columns: Column[];
  keyInput: Ref<HTMLInputElement>;
  onChange: (patch: Partial<TreeNode>) => void;
}

export function JsonNodeSettings(props: SettingsProps) {
  const { node, columns, onChange } = props;
  const known = columns.some((column) => column.technical_name === node.value);

  function setType(type: NodeType) {
    const patch: Partial<TreeNode> = { type };
    if (type === 'column' && !columns.some((c) => c.technical_name === node.value)) {
      patch.value = columns[0]?.technical_name ?? '';
    }
    if (type === 'value' && node.type === 'column') patch.value = '';
    onChange(patch);
  }

  function setColumn(name: string) {
    // A key that was the old column's name follows the new column.
    const followsColumn = node.key === '' || node.key === node.value;
    onChange(followsColumn ? { value: name, key: name } : { value: name });
  }

  return (
    <fieldset class="node-settings">
      <legend>{t('format.json.settings')}</legend>
      <div class="format-grid">
        <div class="field">
          <label for="json-node-key">{t('format.json.key')}</label>
          <input
            id="json-node-key"
            ref={props.keyInput}
            type="text"
            class="mono"
            spellcheck={false}
            value={node.key}
            placeholder={node.type === 'column' ? node.value : ''}
            aria-describedby="json-node-key-hint"
            onInput={(event) => onChange({ key: (event.target as HTMLInputElement).value })}
          />
          <p id="json-node-key-hint" class="muted small field-hint">
            {t('format.json.keyHint')}
          </p>
        </div>
        <div class="field">
          <label for="json-node-type">{t('format.json.kind')}</label>
          <select
            id="json-node-type"
            value={node.type}
            onChange={(event) => setType((event.target as HTMLSelectElement).value as NodeType)}
          >
            {NODE_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`format.json.typeLong.${type}` as TextKey)}
              </option>
            ))}
          </select>
        </div>
        {node.type === 'column' && (
          <div class="field">
            <label for="json-node-column">{t('format.json.column')}</label>
            <select
              id="json-node-column"
              value={node.value}
              onChange={(event) => setColumn((event.target as HTMLSelectElement).value)}
            >
              {!known && (
                <option value={node.value}>
                  {node.value
                    ? t('format.json.missingColumn', { name: node.value })
                    : t('format.json.noColumn')}
                </option>
              )}
              {columns.map((column) => (
                <option key={column.column_id} value={column.technical_name}>
                  {column.pretty_name} ({column.technical_name})
                </option>
              ))}
            </select>
          </div>
        )}
        {node.type === 'value' && (
          <div class="field">
            <label for="json-node-value">{t('format.json.value')}</label>
            <input
              id="json-node-value"
              type="text"
              value={node.value}
              onInput={(event) => onChange({ value: (event.target as HTMLInputElement).value })}
            />
          </div>
        )}
      </div>
      <div class="check-field">
        <input
          id="json-node-omit"
          type="checkbox"
          checked={node.omitIfEmpty}
          onChange={(event) => onChange({ omitIfEmpty: (event.target as HTMLInputElement).checked })}
        />
        <label for="json-node-omit">{t('format.json.omitIfEmpty')}</label>
      </div>
    </fieldset>
  );
}
