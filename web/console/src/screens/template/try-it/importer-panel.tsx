/**
 * The importer in the console's modal dialog, at nearly the window's size (Escape and its close
 * button end it, as does the importer's own `ferry:closed`), logged in as the organisation's trial
 * customer; above it, what the importer's step means to the receiver, then the submission's outcome.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Payload } from '../../../../../shared/api-payload.ts';
import { explain } from '../../../errors.ts';
import { language, t } from '../../../i18n.ts';
import { request } from '../../../session.ts';
import { ModalDialog } from '../../../ui/modal-dialog.tsx';
import { RetryNotice } from '../../../ui/retry-notice.tsx';
import type { Template } from '../model.ts';
import { type ImporterStep, useImporterEvents } from './importer-events.ts';
import { Outcome, type Submission } from './outcome.tsx';

export type TrialLogin = Payload<'postTemplateTemplateHandleTryIt'>;

export function ImporterPanel(props: {
  template: Template;
  onClose: () => void;
  onSubmitted: (submission: Submission, customerName: string | null) => void;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [login, setLogin] = useState<TrialLogin | null>(null);
  const [problem, setProblem] = useState<unknown>(null);
  const [stopped, setStopped] = useState<string | null>(null);
  const [step, setStep] = useState<ImporterStep>('upload');
  const [submission, setSubmission] = useState<Submission | null>(null);
  // Each start mints a new token and loads the importer afresh.
  const [attempt, setAttempt] = useState(0);
  const handle = props.template.template_handle;

  useEffect(() => {
    let current = true;
    setLogin(null);
    setProblem(null);
    setStopped(null);
    request<TrialLogin>('POST', `/template/${encodeURIComponent(handle)}/try-it`).then(
      (answer) => current && setLogin(answer),
      (error) => current && setProblem(error),
    );
    return () => {
      current = false;
    };
  }, [handle, attempt]);
  // The page behind does not scroll under the panel.
  useEffect(() => {
    const root = document.documentElement;
    const before = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = before;
    };
  }, []);

  useImporterEvents(frame, login?.access_token ?? null, {
    step: (next) => {
      setStep(next);
      setSubmission(null);
    },
    submitted: (made) => {
      setSubmission(made);
      props.onSubmitted(made, login?.customer_name ?? null);
    },
    error: (message) => setStopped(message),
    closed: props.onClose,
  });

  const query = new URLSearchParams({ embed: 'inline', lang: language });
  const src = login
    ? `/import/${encodeURIComponent(login.subdomain)}/${encodeURIComponent(login.template_handle)}?${query}`
    : null;

  return (
    <ModalDialog
      title={t('tryIt.panelTitle', { template: props.template.name ?? handle })}
      onClose={props.onClose}
      size="full"
    >
      {/* The importer shows its own steps; this line says what each means to the receiver. */}
      <div class="try-it-status" aria-live="polite" data-step={step}>
        {submission ? <Outcome submission={submission} compact /> : <p>{t(`tryIt.hint.${step}`)}</p>}
      </div>
      {stopped !== null && (
        <RetryNotice
          problem={t('tryIt.failed', { message: stopped })}
          onRetry={() => setAttempt((n) => n + 1)}
        />
      )}
      <div class="try-it-panel-body">
        {problem ? (
          <div class="try-it-panel-problem">
            <RetryNotice problem={explain(problem)} onRetry={() => setAttempt((n) => n + 1)} />
          </div>
        ) : src ? (
          <iframe key={attempt} ref={frame} src={src} title={t('tryIt.frameLabel')} class="try-it-frame" />
        ) : (
          <p class="try-it-panel-waiting muted" role="status">
            {t('tryIt.starting')}
          </p>
        )}
      </div>
    </ModalDialog>
  );
}
