/** Submitting a transformation, reading submissions, and downloading their files. */
import { Type } from 'typebox';
import { pageRequest } from '../../services/pagination.ts';
import { FILE_MEDIA_TYPES } from '../../services/submissions/download.ts';
import { SUBMISSION_FILES } from '../../services/submissions/view.ts';
import { ok } from '../reply.ts';
import { CursorPageSchema, SubmissionListQuery } from '../schemas/activity.ts';
import { Envelope, FileResponse } from '../schemas/envelope.ts';
import { SubmissionParams, SubmissionSchema } from '../schemas/submission.ts';
import { AutomationSchema, TransformationParams } from '../schemas/transformation.ts';
import { sendDownload } from '../send-download.ts';
import type { App } from '../types.ts';

// Senders reach these with their own token; the service limits them to their own submissions.
// Senders' work, which members do too (plugins/member-access.ts).
const config = { customer: true, member: true };
// The target's media type follows its extension (CSV, JSON, XML, XLSX…); reports are CSV.
const Binary = FileResponse(FILE_MEDIA_TYPES, 'The file, with its media type in Content-Type');
export default async function submissionRoutes(app: App): Promise<void> {
  const submissions = app.services.submissions;

  app.post(
    '/transformation/:transformationId/submit',
    {
      config,
      schema: {
        tags: ['Sender'],
        summary: 'Submit the transformed data: the target file, reports and counters are written',
        description:
          'Answers with the Submission at once; its files and counters are filled when the automation step ' +
          'reaches `processed` (poll `GET /transformation/automation/{automationId}` or `GET /submission/{submissionId}`). ' +
          'Submitting twice returns the same submission. 409 before the data is transformed, and while rows are in ' +
          'error when the template does not accept errors; when the whole-file check of the submission finds rows in ' +
          'error (a duplicate made by an edit), the 409 names them, the transformation goes back to `transformed` with ' +
          'those rows listed by `GET …/data?only_errors=true`, and the sender fixes them and submits again.',
        params: TransformationParams,
        response: { 200: Envelope(SubmissionSchema) },
      },
    },
    async (request) => {
      const row = await app.services.submitRequests.submit(
        request.principal,
        request.params.transformationId,
      );
      return ok(request, await submissions.view(row));
    },
  );

  app.get(
    '/sender/submissions',
    {
      config,
      schema: {
        tags: ['Sender'],
        summary: 'The caller’s submissions, newest first',
        querystring: SubmissionListQuery,
        response: { 200: Envelope(CursorPageSchema(SubmissionSchema)) },
      },
    },
    async (request) =>
      ok(
        request,
        await submissions.listForSender(request.principal, pageRequest(request.query), request.query),
      ),
  );

  app.get(
    '/sender/submission',
    {
      config,
      schema: {
        tags: ['Sender'],
        summary: 'The submission a download URL belongs to',
        querystring: Type.Object({
          download_url: Type.String({ pattern: '\\S', description: 'A submission’s `download_url`' }),
        }),
        response: { 200: Envelope(SubmissionSchema) },
      },
    },
    async (request) =>
      ok(request, await submissions.byDownloadUrl(request.principal, request.query.download_url)),
  );

  app.get(
    '/submissions',
    {
      schema: {
        tags: ['Receiver'],
        summary: 'Every submission to the organisation’s templates, newest first, filtered',
        description:
          'Newest first (created_at, then submission_id, both descending). Page with `page`/`per_page` as ' +
          'everywhere, or follow `next_cursor` (keyset paging: stable while new submissions arrive, and as fast ' +
          'deep in the list as at its start). Filters combine with AND.',
        querystring: SubmissionListQuery,
        response: { 200: Envelope(CursorPageSchema(SubmissionSchema)) },
      },
    },
    async (request) =>
      ok(
        request,
        await submissions.listForReceiver(request.principal, pageRequest(request.query), request.query),
      ),
  );

  app.get(
    '/submission/:submissionId',
    {
      config,
      schema: {
        tags: ['Sender'],
        summary: 'Read a submission',
        params: SubmissionParams,
        response: { 200: Envelope(SubmissionSchema) },
      },
    },
    async (request) => ok(request, await submissions.get(request.principal, request.params.submissionId)),
  );

  app.post(
    '/submission/:submissionId/replay',
    {
      // Running a file again is operating, as running a feed is: members may (DESIGN §10).
      config: { member: true },
      schema: {
        tags: ['Receiver'],
        summary: 'Run a submission’s source file again, with its mapping, against the template as it is now',
        description:
          'Answers the new automation status at once; the new transformation reads the old source file with the old ' +
          'mapping and value maps, against the template (columns, constraints) as it is now, and goes on by itself ' +
          'to a new submission, unless rows are in error and the template does not accept errors (it then waits at ' +
          '`transformed` for review). Both carry `replay_of`, the replayed submission’s id; that submission is left ' +
          'unchanged. The line credit is taken as for any submission. 409 when the source file or the template is ' +
          'no longer kept.',
        params: SubmissionParams,
        response: { 200: Envelope(AutomationSchema) },
      },
    },
    async (request) =>
      ok(request, await app.services.replays.replay(request.principal, request.params.submissionId)),
  );

  app.get(
    '/submission/:submissionId/download',
    {
      config,
      schema: {
        tags: ['Sender'],
        summary: 'Download the target file (the permanent `download_url`)',
        params: SubmissionParams,
        response: { 200: Binary },
      },
    },
    async (request, reply) =>
      sendDownload(reply, await submissions.file(request.principal, request.params.submissionId, 'target')),
  );

  app.get(
    '/submission/:submissionId/file/:kind',
    {
      config,
      schema: {
        tags: ['Sender'],
        summary:
          'Download one file of a submission (source, normalized, target, error report, invalid rows, push report)',
        params: Type.Object({
          submissionId: SubmissionParams.properties.submissionId,
          kind: Type.Enum([...SUBMISSION_FILES]),
        }),
        response: { 200: Binary },
      },
    },
    async (request, reply) =>
      sendDownload(
        reply,
        await submissions.file(request.principal, request.params.submissionId, request.params.kind),
      ),
  );
}
