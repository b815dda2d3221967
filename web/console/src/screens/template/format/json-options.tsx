/** The JSON options: empty values, and the shape of each row (flat, or a tree of nodes). */
import { t } from '../../../i18n.ts';
import type { Column } from '../model.ts';
import type { Draft } from './format-draft.ts';
import { CheckField, type FieldProblems } from './format-fields.tsx';
import { JsonTree } from './json-tree.tsx';
import { flatTree } from './json-tree-model.ts';

type Json = Draft['json'];

export function JsonOptions(props: {
  json: Json;
  onChange: (patch: Partial<Json>) => void;
  problems: FieldProblems;
  columns: Column[];
}) {
  const { json, onChange, problems } = props;
  const treeProblems = Object.entries(problems).filter(([path]) => path.startsWith('format.json.json_nodes'));
  return (
    <div class="format-options">
      <CheckField
        path="format.json.export_empty_values"
        label={t('format.json.exportEmpty')}
        hint={t('format.json.exportEmptyHint')}
        checked={json.export_empty_values}
        onChange={(export_empty_values) => onChange({ export_empty_values })}
        problems={problems}
      />
      <div class="json-shape">
        <div class="json-shape-head">
          <h3 id="json-shape-title">{t('format.json.shape')}</h3>
          {json.nodes !== null && (
            <button type="button" class="button ghost small" onClick={() => onChange({ nodes: null })}>
              {t('format.json.useFlat')}
            </button>
          )}
        </div>
        {json.nodes === null ? (
          <div class="empty-state">
            <p>{t('format.json.flatIntro')}</p>
            <button
              type="button"
              class="button"
              onClick={() => onChange({ nodes: flatTree(props.columns.map((c) => c.technical_name)) })}
            >
              {t('format.json.buildTree')}
            </button>
          </div>
        ) : (
          <JsonTree nodes={json.nodes} columns={props.columns} onChange={(nodes) => onChange({ nodes })} />
        )}
        {treeProblems.map(([path, message]) => (
          <p key={path} class="field-problem">
            {message}
          </p>
        ))}
      </div>
    </div>
  );
}
