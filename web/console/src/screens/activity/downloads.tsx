/** Every file a run keeps, each with a button that downloads it with the member's token. */
import { useState } from 'preact/hooks';
import { explain } from '../../errors.ts';
import { type TextKey, t } from '../../i18n.ts';
import { api } from '../../session.ts';
import { Notice } from '../../ui/form.tsx';

export interface RunFile {
  kind: string;
  url: string;
  name: string;
}

export async function saveFile(url: string, name: string): Promise<void> {
  const blob = await api.download(new URL(url, location.href).pathname);
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}

export function Downloads(props: { files: RunFile[] }) {
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <section class="card activity-card" aria-labelledby="activity-files">
      <h2 id="activity-files">{t('activity.files')}</h2>
      {props.files.length === 0 && <p class="muted">{t('activity.noFiles')}</p>}
      <ul class="activity-files">
        {props.files.map((file) => (
          <li key={file.kind}>
            <span>{t(`activity.file.${file.kind}` as TextKey)}</span>
            <button
              type="button"
              class="button small"
              aria-label={`${t('activity.download')} — ${t(`activity.file.${file.kind}` as TextKey)}`}
              onClick={() => {
                setProblem(null);
                saveFile(file.url, file.name).catch((error) =>
                  setProblem(t('activity.downloadFailed', { reason: explain(error) })),
                );
              }}
            >
              {t('activity.download')}
            </button>
          </li>
        ))}
      </ul>
      {problem && <Notice kind="error">{problem}</Notice>}
    </section>
  );
}
