/**
 * A file waiting in review, opened in the importer's grid as its sender sees it: a token of the
 * file's customer (`POST /customer/{id}/token`), then the importer at `?transformation=` in the
 * console's full-size dialog, as a template's Try it does.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Payload } from '../../../../shared/api-payload.ts';
import { explain } from '../../errors.ts';
import { language, t } from '../../i18n.ts';
import { request } from '../../session.ts';
import type { Organisation } from '../../shapes.ts';
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import { RetryNotice } from '../../ui/retry-notice.tsx';
import { useImporterEvents } from '../template/try-it/importer-events.ts';
import type { Transformation } from './model.ts';

type CustomerToken = Payload<'postCustomerCustomerIdToken'>;

export function ReviewPanel(props: {
  transformation: Transformation;
  customer: string;
  onClose: () => void;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [src, setSrc] = useState<string | null>(null);
  const [token, setToken] = useState<string | null>(null);
  const [problem, setProblem] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const { transformation } = props;

  useEffect(() => {
    let current = true;
    setProblem(null);
    Promise.all([
      request<Organisation>('GET', '/organisation'),
      request<CustomerToken>('POST', `/customer/${transformation.customer_id}/token`, {}),
    ]).then(
      ([organisation, login]) => {
        if (!current) return;
        const query = new URLSearchParams({
          embed: 'inline',
          lang: language,
          transformation: transformation.transformation_id,
        });
        setToken(login.access_token);
        setSrc(
          `/import/${encodeURIComponent(organisation.subdomain)}/${encodeURIComponent(transformation.template_handle)}?${query}`,
        );
      },
      (error) => current && setProblem(error),
    );
    return () => {
      current = false;
    };
  }, [transformation.transformation_id, attempt]);

  useImporterEvents(frame, token, {
    step: () => undefined,
    submitted: () => undefined,
    error: () => undefined,
    closed: props.onClose,
  });

  return (
    <ModalDialog
      title={t('activity.reviewTitle', { file: transformation.original_name ?? t('activity.unnamedFile') })}
      intro={t('activity.reviewIntro', { customer: props.customer })}
      onClose={props.onClose}
      size="full"
    >
      <div class="try-it-panel-body">
        {problem ? (
          <div class="try-it-panel-problem">
            <RetryNotice problem={explain(problem)} onRetry={() => setAttempt((n) => n + 1)} />
          </div>
        ) : src ? (
          <iframe ref={frame} src={src} title={t('activity.openReview')} class="try-it-frame" />
        ) : (
          <p class="try-it-panel-waiting muted" role="status">
            {t('app.loading')}
          </p>
        )}
      </div>
    </ModalDialog>
  );
}
