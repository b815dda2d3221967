/** "Try it": a sample file walked through the sender's importer, in a panel. */
import { useEffect, useState } from 'preact/hooks';
import type { Payload } from '../../../../../shared/api-payload.ts';
import { t } from '../../../i18n.ts';
import { request } from '../../../session.ts';
import type { Template } from '../model.ts';
import { ImporterPanel } from './importer-panel.tsx';
import { Outcome, type Submission } from './outcome.tsx';

export function TryIt(props: { template: Template }) {
  const { template } = props;
  const [open, setOpen] = useState(false);
  const [last, setLast] = useState<Submission | null>(null);
  const [customer, setCustomer] = useState<string | null>(null);
  // Until a trial names it, the trial customer's name is the one it is made with.
  useEffect(() => {
    request<Payload<'getOrganisation'>>('GET', '/organisation').then(
      (organisation) => setCustomer((name) => name ?? `Test (${organisation.name})`),
      () => undefined,
    );
  }, []);
  const why =
    template.access_type === 'private' ? 'private' : template.is_enabled === false ? 'disabled' : null;

  return (
    <section class="try-it" aria-labelledby="try-it-title">
      <h2 id="try-it-title">{t('tryIt.title')}</h2>
      <p class="try-it-intro">{t('tryIt.intro')}</p>
      {why && <p class="notice notice-info">{t('tryIt.closed', { why: t(`tryIt.closed.${why}`) })}</p>}
      <div class="try-it-start">
        <button type="button" class="button primary" onClick={() => setOpen(true)}>
          {last ? t('tryIt.again') : t('tryIt.start')}
        </button>
        <p class="muted small">{t('tryIt.keptNote')}</p>
      </div>
      {last && (
        <div class="card try-it-last">
          <h3>{t('tryIt.outcomeTitle')}</h3>
          <Outcome submission={last} />
        </div>
      )}
      <div class="try-it-note">
        <h3>{t('tryIt.realTitle')}</h3>
        <p>{t('tryIt.real', { customer: customer ?? `Test (${t('tryIt.yourOrganisation')})` })}</p>
        <p class="muted small">{t('tryIt.trialCustomer')}</p>
      </div>
      {open && (
        <ImporterPanel
          template={template}
          onClose={() => setOpen(false)}
          onSubmitted={(submission, name) => {
            setLast(submission);
            if (name) setCustomer(name);
          }}
        />
      )}
    </section>
  );
}
