/**
 * The organisation's name, logo and colour (PUT /organisation), beside the importer drawn with
 * them as they are typed. The server names the property a refusal is about; it is shown there.
 */
import { useState } from 'preact/hooks';
import type { RequestBody } from '../../../shared/api-payload.ts';
import { t } from '../i18n.ts';
import { request } from '../session.ts';
import type { Organisation } from '../shapes.ts';
import { type FieldProblems, fieldViolations, refusal } from '../ui/refusal.ts';
import { SaveActions } from '../ui/save-actions.tsx';
import { TextField } from '../ui/text-field.tsx';
import { ImporterPreview } from './organisation-preview.tsx';

const HEX = /^#[0-9a-f]{6}$/i;
/** The importer's own colour (web/shared/theme.css), drawn when the organisation has none. */
const FERRY_COLOR = '#4f46e5';

interface Props {
  organisation: Organisation;
  canEdit: boolean;
  onSaved: (organisation: Organisation) => void;
}

export function ProfileForm(props: Props) {
  const org = props.organisation;
  const [name, setName] = useState(org.name);
  const [logo, setLogo] = useState(org.logo_url ?? '');
  const [color, setColor] = useState(org.brand_color ?? '');
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<FieldProblems>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const changed = name !== org.name || logo !== (org.logo_url ?? '') || color !== (org.brand_color ?? '');

  async function submit(event: Event) {
    event.preventDefault();
    setBusy(true);
    setProblems({});
    setProblem(null);
    setSaved(false);
    try {
      const body: RequestBody<'putOrganisation'> = {
        name,
        logo_url: logo.trim() || null,
        brand_color: color.trim() || null,
      };
      const updated = await request<Organisation>('PUT', '/organisation', body);
      setName(updated.name);
      setLogo(updated.logo_url ?? '');
      setColor(updated.brand_color ?? '');
      setSaved(true);
      props.onSaved(updated);
    } catch (error) {
      const byField = fieldViolations(error);
      if (byField) setProblems(byField);
      else setProblem(refusal(error));
    }
    setBusy(false);
  }

  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    setSaved(false);
  };
  const logoShown = /^https?:\/\//.test(logo.trim()) ? logo.trim() : null;
  return (
    <form class="card profile-card" onSubmit={submit} noValidate aria-labelledby="profile-title">
      <div class="profile-fields">
        <h2 id="profile-title">{t('organisation.profile')}</h2>
        <p class="muted">{t('organisation.profileIntro')}</p>
        <fieldset class="stack plain" disabled={!props.canEdit}>
          <TextField
            label={t('organisation.name')}
            value={name}
            onInput={edit(setName)}
            problem={problems.name}
            hint={t('organisation.nameHint')}
          />
          <TextField
            label={t('organisation.logo')}
            type="url"
            value={logo}
            onInput={edit(setLogo)}
            placeholder="https://example.com/logo.svg"
            problem={problems.logo_url}
            hint={t('organisation.logoHint')}
          />
          <TextField
            label={t('organisation.color')}
            value={color}
            onInput={edit(setColor)}
            placeholder={FERRY_COLOR}
            problem={problems.brand_color}
            hint={t('organisation.colorHint')}
            before={
              <input
                type="color"
                class="color-well"
                aria-label={t('organisation.colorPicker')}
                value={HEX.test(color) ? color.toLowerCase() : FERRY_COLOR}
                onInput={(event) => edit(setColor)((event.target as HTMLInputElement).value)}
              />
            }
          />
          {color && (
            <button type="button" class="button ghost small align-start" onClick={() => edit(setColor)('')}>
              {t('organisation.colorReset')}
            </button>
          )}
        </fieldset>
        <SaveActions
          problem={problem}
          saved={saved}
          canEdit={props.canEdit}
          busy={busy}
          changed={changed}
          label={t('organisation.save')}
          busyLabel={t('organisation.saving')}
        />
      </div>
      <ImporterPreview name={name} logoUrl={logoShown} color={HEX.test(color) ? color : null} />
    </form>
  );
}
