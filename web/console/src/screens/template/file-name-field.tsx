/** The target file's name: buttons insert the date tags where the cursor is, and the name it would have now shows below. */
import { useRef } from 'preact/hooks';
import { t } from '../../i18n.ts';
import { TextInput } from './inputs.tsx';
import { DATE_TAGS, resolveFileName } from './settings-form.ts';

interface FileNameFieldProps {
  value: string;
  /** The extension typed beside it, for the preview. */
  extension: string;
  error: string | undefined;
  onInput: (value: string) => void;
}

export function FileNameField(props: FileNameFieldProps) {
  const input = useRef<HTMLInputElement | null>(null);
  function insertTag(tag: string) {
    // The field's own text: two quick clicks may come before the page shows the first one's.
    const value = input.current?.value ?? props.value;
    const at = input.current?.selectionStart ?? value.length;
    const end = input.current?.selectionEnd ?? at;
    const next = value.slice(0, at) + tag + value.slice(end);
    if (input.current) {
      input.current.value = next;
      input.current.setSelectionRange(at + tag.length, at + tag.length);
    }
    props.onInput(next);
    // Back to the field once the page shows the new text, unless the person has moved on since
    // (to the extension, say): typing there must not land in the file name.
    const clicked = document.activeElement;
    requestAnimationFrame(() => {
      if (document.activeElement === clicked || document.activeElement === document.body)
        input.current?.focus();
    });
  }
  const name = props.value.trim();
  const extension = props.extension.trim();
  return (
    <TextInput
      id="template-file-name"
      inputRef={input}
      label={t('template.settings.fileName')}
      hint={t('template.settings.fileNameHint')}
      value={props.value}
      onInput={props.onInput}
      error={props.error}
    >
      <fieldset class="tag-buttons">
        <legend class="visually-hidden">{t('template.settings.dateTags')}</legend>
        {DATE_TAGS.map((tag) => {
          const what = t(`template.tag.${tag.slice(1, -1) as 'YYYY'}`);
          return (
            <button
              key={tag}
              type="button"
              class="button small"
              title={what}
              aria-label={`${what} ${tag}`}
              onClick={() => insertTag(tag)}
            >
              {tag}
            </button>
          );
        })}
      </fieldset>
      {name && (
        <p class="small muted">
          {t('template.settings.fileNamePreview')}{' '}
          <code>
            {resolveFileName(name)}
            {extension ? `.${extension}` : ''}
          </code>
        </p>
      )}
    </TextInput>
  );
}
