/**
 * A monospaced text area with line numbers, for Twig templates. Lines do not wrap, so line N of
 * the text is row N of the gutter; a line the server names is marked in the gutter and behind the
 * text. Tab moves to the next control as everywhere else (no keyboard trap).
 */
import { useState } from 'preact/hooks';

/** Pixel height of one line: the gutter, the mark and the text area share it (format.css). */
const LINE_PX = 20;

interface CodeEditorProps {
  id: string;
  label: string;
  hint?: string;
  value: string;
  onInput: (value: string) => void;
  /** The line to mark (1-based), and the sentence that says why. */
  problemLine: number | null;
  problem: string | null;
  rows?: number;
}

export function CodeEditor(props: CodeEditorProps) {
  const [scrollTop, setScrollTop] = useState(0);
  const lines = Math.max(1, props.value.split('\n').length);
  const rows = Math.max(props.rows ?? 4, Math.min(lines, 14));
  const hintId = `${props.id}-hint`;
  const problemId = `${props.id}-problem`;
  const described = [props.hint ? hintId : '', props.problem ? problemId : ''].filter(Boolean).join(' ');
  return (
    <div class="field code-field">
      <label for={props.id}>{props.label}</label>
      {props.hint && (
        <p id={hintId} class="muted small field-hint">
          {props.hint}
        </p>
      )}
      <div
        class={`code-editor${props.problem ? ' has-problem' : ''}`}
        style={{ height: `${rows * LINE_PX + 16}px` }}
      >
        <div class="code-gutter" aria-hidden="true">
          <div style={{ transform: `translateY(${-scrollTop}px)` }}>
            {Array.from({ length: lines }, (_, i) => (
              <div
                key={i}
                class={i + 1 === props.problemLine ? 'code-line-number marked' : 'code-line-number'}
              >
                {i + 1}
              </div>
            ))}
          </div>
        </div>
        <div class="code-body">
          {props.problemLine !== null && (
            <div
              class="code-mark"
              aria-hidden="true"
              style={{ top: `${8 + (props.problemLine - 1) * LINE_PX - scrollTop}px` }}
            />
          )}
          <textarea
            id={props.id}
            class="code-text"
            value={props.value}
            wrap="off"
            spellcheck={false}
            autocomplete="off"
            autocapitalize="off"
            aria-invalid={props.problem ? true : undefined}
            aria-describedby={described || undefined}
            onInput={(event) => props.onInput((event.target as HTMLTextAreaElement).value)}
            onScroll={(event) => setScrollTop((event.target as HTMLTextAreaElement).scrollTop)}
          />
        </div>
      </div>
      {props.problem && (
        <p id={problemId} class="field-problem">
          {props.problem}
        </p>
      )}
    </div>
  );
}
