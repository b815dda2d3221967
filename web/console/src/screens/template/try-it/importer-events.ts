/**
 * The console's side of the importer's messages (web/importer/src/bridge.ts), as `<ferry-importer>`
 * (web/embed/embed.ts) does it for other hosts: the importer says hello, the console answers with
 * the trial customer's token, posted to the importer's exact origin (the console's own), and hears
 * the importer's events from that frame and origin only.
 */
import { useEffect, useRef } from 'preact/hooks';
import type { Submission } from './outcome.tsx';

/** Where the importer is along its steps, as its `ferry:step` events say (then `ferry:submitted`). */
export type ImporterStep = 'upload' | 'mapping' | 'review';

export interface ImporterListeners {
  step(step: ImporterStep): void;
  submitted(submission: Submission): void;
  error(message: string): void;
  closed(): void;
}

/** The step the panel shows for a `ferry:step` event's `step`: the importer's names are its own. */
const STEPS: Record<string, ImporterStep> = { uploaded: 'upload', mapping: 'mapping', review: 'review' };

export function useImporterEvents(
  frame: { current: HTMLIFrameElement | null },
  accessToken: string | null,
  listeners: ImporterListeners,
): void {
  // The latest listeners, so that an event is heard by this render's closures, not the first one's.
  const current = useRef(listeners);
  current.current = listeners;
  useEffect(() => {
    if (!accessToken) return;
    const origin = location.origin;
    const post = () =>
      frame.current?.contentWindow?.postMessage(
        { type: 'ferry:tokens', access_token: accessToken, refresh_token: null },
        origin,
      );
    const receive = (event: MessageEvent) => {
      if (!frame.current || event.source !== frame.current.contentWindow || event.origin !== origin) return;
      const { type, detail } = (event.data ?? {}) as { type?: string; detail?: Record<string, unknown> };
      const heard = current.current;
      if (type === 'ferry:hello') post();
      else if (type === 'ferry:step') heard.step(STEPS[String(detail?.step)] ?? 'upload');
      else if (type === 'ferry:submitted') heard.submitted(detail as unknown as Submission);
      else if (type === 'ferry:error') heard.error(String(detail?.message ?? ''));
      else if (type === 'ferry:closed') heard.closed();
    };
    addEventListener('message', receive);
    return () => removeEventListener('message', receive);
  }, [accessToken]);
}
