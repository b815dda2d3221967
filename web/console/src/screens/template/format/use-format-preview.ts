/**
 * The live preview: the format being typed and the sample rows go to
 * POST /template/{handle}/format/test a moment after the last change; an answer that arrives after
 * a newer question was asked is dropped, so the preview never goes back to an older text.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Payload, RequestBody } from '../../../../../shared/api-payload.ts';
import { request } from '../../../session.ts';
import type { Kind } from './format-draft.ts';
import { type Problem, readProblem } from './preview-problems.ts';

/** Waits this long after the last key, so that typing a word asks once. */
const TYPING_PAUSE_MS = 300;

export interface Preview {
  /** The rendered file (base64 for XLSX), for the kind it was rendered with; null before the first answer. */
  output: string | null;
  kind: Kind | null;
  problems: Problem[];
  /** A question is on its way. */
  busy: boolean;
  /** Why the last question got no answer (the network, a plan). */
  failure: unknown;
}

type Body = RequestBody<'postTemplateTemplateHandleFormatTest'>;

export function useFormatPreview(handle: string, body: Body, kind: Kind) {
  const [preview, setPreview] = useState<Preview>({
    output: null,
    kind: null,
    problems: [],
    busy: true,
    failure: null,
  });
  const asked = useRef(0);
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify(body);

  useEffect(() => {
    const question = ++asked.current;
    setPreview((old) => ({ ...old, busy: true }));
    const timer = setTimeout(() => {
      request<Payload<'postTemplateTemplateHandleFormatTest'>>(
        'POST',
        `/template/${encodeURIComponent(handle)}/format/test`,
        body,
      ).then(
        (answer) => {
          if (question !== asked.current) return;
          setPreview({
            output: answer.output,
            kind,
            problems: answer.problems.map(readProblem),
            busy: false,
            failure: null,
          });
        },
        (failure) => {
          if (question !== asked.current) return;
          setPreview((old) => ({ ...old, busy: false, failure }));
        },
      );
    }, TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [handle, key, attempt]);

  return { preview, retry: () => setAttempt((n) => n + 1) };
}
