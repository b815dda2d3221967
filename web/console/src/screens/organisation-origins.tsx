/**
 * The sites that may show the importer in their pages (`embed_origins`, the importer's CSP
 * `frame-ancestors`): added one by one, checked as the server checks them, saved together.
 */
import { useState } from 'preact/hooks';
import type { RequestBody } from '../../../shared/api-payload.ts';
import { t } from '../i18n.ts';
import { request } from '../session.ts';
import type { Organisation } from '../shapes.ts';
import { type FieldProblems, fieldViolations, refusal } from '../ui/refusal.ts';
import { SaveActions } from '../ui/save-actions.tsx';
import { TextField } from '../ui/text-field.tsx';
import { normaliseOrigin } from './organisation-origin-check.ts';

interface Props {
  organisation: Organisation;
  canEdit: boolean;
  onSaved: (organisation: Organisation) => void;
}

export function OriginsForm(props: Props) {
  const saved = props.organisation.embed_origins;
  const [origins, setOrigins] = useState<string[]>(saved);
  const [adding, setAdding] = useState('');
  const [addProblem, setAddProblem] = useState<string | null>(null);
  const [problems, setProblems] = useState<FieldProblems>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const changed = origins.join('\n') !== saved.join('\n');

  function add() {
    const origin = normaliseOrigin(adding);
    if (!origin) return setAddProblem(t('organisation.origins.invalid'));
    if (origins.includes(origin)) return setAddProblem(t('organisation.origins.twice', { origin }));
    setOrigins([...origins, origin]);
    setAdding('');
    setAddProblem(null);
    setDone(false);
  }

  async function save(event: Event) {
    event.preventDefault();
    setBusy(true);
    setProblems({});
    setProblem(null);
    setDone(false);
    try {
      const body: RequestBody<'putOrganisation'> = { embed_origins: origins };
      const updated = await request<Organisation>('PUT', '/organisation', body);
      setOrigins(updated.embed_origins);
      setDone(true);
      props.onSaved(updated);
    } catch (error) {
      const byField = fieldViolations(error);
      if (byField) setProblems(byField);
      else setProblem(refusal(error));
    }
    setBusy(false);
  }

  return (
    <form class="stack origins" onSubmit={save} noValidate aria-labelledby="origins-title">
      <div>
        <h3 id="origins-title">{t('organisation.origins')}</h3>
        <p class="muted small">{t('organisation.originsIntro')}</p>
      </div>
      {origins.length === 0 ? (
        <p class="empty-line muted">{t('organisation.origins.none')}</p>
      ) : (
        <ul class="origin-list" aria-labelledby="origins-title">
          {origins.map((origin, i) => (
            <li key={origin}>
              <code>{origin}</code>
              {problems[`embed_origins[${i}]`] && (
                <span class="field-problem">{problems[`embed_origins[${i}]`]}</span>
              )}
              {props.canEdit && (
                <button
                  type="button"
                  class="button ghost small"
                  aria-label={t('organisation.origins.removeOne', { origin })}
                  onClick={() => {
                    setOrigins(origins.filter((o) => o !== origin));
                    setDone(false);
                  }}
                >
                  {t('organisation.origins.remove')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {props.canEdit && (
        <div class="inline-form">
          <TextField
            label={t('organisation.origins.add')}
            type="url"
            value={adding}
            onInput={(value) => {
              setAdding(value);
              setAddProblem(null);
            }}
            placeholder="https://shop.example.com"
            onEnter={add}
            problem={addProblem ?? problems.embed_origins}
          />
          <button type="button" class="button" onClick={add}>
            {t('organisation.origins.addButton')}
          </button>
        </div>
      )}
      <SaveActions
        problem={problem}
        saved={done}
        canEdit={props.canEdit}
        busy={busy}
        changed={changed}
        label={t('organisation.origins.save')}
        busyLabel={t('organisation.saving')}
      />
    </form>
  );
}
