/**
 * The JSON format's `json_nodes`, as a tree (WAI-ARIA tree pattern, one node selected and
 * focusable at a time) with a toolbar and the selected node's settings below it.
 * Keys: ↑ ↓ move, → opens or enters, ← closes or goes to the parent, Home/End, Enter or F2 renames,
 * Delete removes, Alt+↑/↓ moves the node among its siblings.
 */
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { type TextKey, t } from '../../../i18n.ts';
import type { Column } from '../model.ts';
import { JsonNodeSettings } from './json-node-settings.tsx';
import {
  addChild,
  addSibling,
  findPlace,
  holdsChildren,
  moveNode,
  newNodeId,
  removeNode,
  type TreeNode,
  updateNode,
  visibleNodes,
} from './json-tree-model.ts';

interface JsonTreeProps {
  nodes: TreeNode[];
  onChange: (nodes: TreeNode[]) => void;
  columns: Column[];
}

export function JsonTree(props: JsonTreeProps) {
  const { nodes, onChange, columns } = props;
  const [selected, setSelected] = useState<string | null>(nodes[0]?.id ?? null);
  const [collapsed, setCollapsed] = useState<Set<string>>(new Set());
  const focusNext = useRef(false);
  const keyInput = useRef<HTMLInputElement>(null);
  const rows = visibleNodes(nodes, collapsed);
  const current = selected ? findPlace(nodes, selected) : null;
  const node = current?.siblings[current.index] ?? null;

  // In the same commit as the change: a key pressed right after must reach the newly focused item.
  useLayoutEffect(() => {
    if (!focusNext.current || !selected) return;
    focusNext.current = false;
    document.getElementById(`json-node-${selected}`)?.focus();
  });

  function select(id: string | null, focus = true) {
    focusNext.current = focus;
    setSelected(id);
  }

  function fresh(): TreeNode {
    const column = columns[0]?.technical_name ?? '';
    return { id: newNodeId(), key: column, type: 'column', value: column, omitIfEmpty: false, children: [] };
  }

  function add(where: 'child' | 'sibling') {
    const added = fresh();
    if (where === 'child' && node && holdsChildren(node)) {
      onChange(addChild(nodes, node.id, added));
      setCollapsed((old) => new Set([...old].filter((id) => id !== node.id)));
    } else if (node) onChange(addSibling(nodes, node.id, added));
    else onChange(addChild(nodes, null, added));
    focusNext.current = false;
    setSelected(added.id);
    // A new node is named first: its key field takes the focus.
    requestAnimationFrame(() => keyInput.current?.select());
  }

  function remove() {
    if (!node || !current) return;
    const after =
      current.siblings[current.index + 1] ?? current.siblings[current.index - 1] ?? current.parent;
    onChange(removeNode(nodes, node.id));
    select(after?.id ?? null);
  }

  function move(by: -1 | 1) {
    if (!node) return;
    onChange(moveNode(nodes, node.id, by));
    select(node.id);
  }

  function toggle(id: string, open: boolean) {
    setCollapsed((old) => {
      const next = new Set(old);
      if (open) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  function onKeyDown(event: KeyboardEvent) {
    const at = rows.findIndex((row) => row.node.id === selected);
    const row = rows[at];
    if (!row) return;
    const open = holdsChildren(row.node) && !collapsed.has(row.node.id);
    const keys: Record<string, () => void> = {
      ArrowDown: () => (event.altKey ? move(1) : select(rows[at + 1]?.node.id ?? row.node.id)),
      ArrowUp: () => (event.altKey ? move(-1) : select(rows[at - 1]?.node.id ?? row.node.id)),
      Home: () => select(rows[0]!.node.id),
      End: () => select(rows[rows.length - 1]!.node.id),
      ArrowRight: () => {
        if (!holdsChildren(row.node)) return;
        if (!open) toggle(row.node.id, true);
        else if (row.node.children[0]) select(row.node.children[0].id);
      },
      ArrowLeft: () => {
        if (open) toggle(row.node.id, false);
        else if (row.parent) select(row.parent.id);
      },
      Enter: () => keyInput.current?.select(),
      F2: () => keyInput.current?.select(),
      Delete: remove,
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  }

  const canHoldChildren = node !== null && holdsChildren(node);
  return (
    <div class="json-tree-editor">
      <div
        class="tree-toolbar"
        role="toolbar"
        aria-label={t('format.json.actions')}
        aria-controls="json-tree"
      >
        {node ? (
          <>
            <button
              type="button"
              class="button small"
              disabled={!canHoldChildren}
              onClick={() => add('child')}
            >
              {t('format.json.addChild')}
            </button>
            <button type="button" class="button small" onClick={() => add('sibling')}>
              {t('format.json.addSibling')}
            </button>
            <button
              type="button"
              class="button small"
              disabled={current?.index === 0}
              aria-keyshortcuts="Alt+ArrowUp"
              onClick={() => move(-1)}
            >
              {t('format.json.moveUp')}
            </button>
            <button
              type="button"
              class="button small"
              disabled={current !== null && current.index === current.siblings.length - 1}
              aria-keyshortcuts="Alt+ArrowDown"
              onClick={() => move(1)}
            >
              {t('format.json.moveDown')}
            </button>
            <button
              type="button"
              class="button small remove-node"
              aria-keyshortcuts="Delete"
              onClick={remove}
            >
              {t('format.json.remove')}
            </button>
          </>
        ) : (
          <button type="button" class="button small" onClick={() => add('sibling')}>
            {t('format.json.addNode')}
          </button>
        )}
      </div>
      {rows.length === 0 ? (
        <p class="tree-empty muted">{t('format.json.emptyTree')}</p>
      ) : (
        <div
          id="json-tree"
          role="tree"
          aria-label={t('format.json.tree')}
          aria-describedby="json-tree-keys"
          class="json-tree"
          onKeyDown={onKeyDown}
        >
          {rows.map(({ node: item, level, setSize, posInSet }) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the tree's own keydown handles the keys of its items.
            <div
              key={item.id}
              id={`json-node-${item.id}`}
              role="treeitem"
              aria-level={level}
              aria-setsize={setSize}
              aria-posinset={posInSet}
              aria-selected={item.id === selected}
              aria-expanded={holdsChildren(item) ? !collapsed.has(item.id) : undefined}
              tabIndex={item.id === selected || (selected === null && posInSet === 1 && level === 1) ? 0 : -1}
              class="tree-item"
              style={{ paddingLeft: `${0.5 + (level - 1) * 1.25}rem` }}
              onClick={() => select(item.id)}
            >
              {/* The pointer's way to open and close; keys do it with → and ← on the tree. */}
              <span
                class="tree-twisty"
                aria-hidden="true"
                onClick={(event) => {
                  if (!holdsChildren(item)) return;
                  event.stopPropagation();
                  toggle(item.id, collapsed.has(item.id));
                  select(item.id);
                }}
              >
                {holdsChildren(item) ? (collapsed.has(item.id) ? '▸' : '▾') : ''}
              </span>
              <span class="tree-key">{item.key || t('format.json.noKey')}</span>
              <span class="tree-type">{t(`format.json.type.${item.type}` as TextKey)}</span>
              {item.type === 'column' && <code class="tree-value">{item.value || '—'}</code>}
              {item.type === 'value' && <code class="tree-value">{JSON.stringify(item.value)}</code>}
            </div>
          ))}
        </div>
      )}
      {rows.length > 0 && (
        <p id="json-tree-keys" class="muted small tree-keys">
          {t('format.json.keys')}
        </p>
      )}
      {node && (
        <JsonNodeSettings
          node={node}
          columns={columns}
          keyInput={keyInput}
          onChange={(patch) => onChange(updateNode(nodes, node.id, patch))}
        />
      )}
    </div>
  );
}
