/**
 * The composition root: every service, built once from the context and the ports, each given in
 * its constructor what it uses. Routes reach the services through `app.services`, the jobs of the
 * stages through `services.stages`, the sweeper and tests the ports through `services.ports`.
 */
import { OpenAiColumnMatcher } from '../outbound/ai-matching/openai-column-matcher.ts';
import { OutboundHttp } from '../outbound/outbound-http.ts';
import { customExtractor } from '../sources/custom.ts';
import { CustomExtractors } from '../sources/custom-extractors/registry.ts';
import { AiMatching } from './ai-matching/ai-matching.ts';
import { AlertFiring } from './alerts/alert-firing.ts';
import { AlertTriggers } from './alerts/alert-triggers.ts';
import { AlertService } from './alerts/alerts.ts';
import { AuditLogService } from './audit/audit-log.ts';
import type { BackgroundHandlers } from './background-jobs.ts';
import { BulkImportService } from './bulk-imports/bulk-imports.ts';
import { ConnectorService } from './connectors/connectors.ts';
import { CustomExtractorList } from './connectors/custom-extractor-list.ts';
import { ConstraintService } from './constraints.ts';
import type { ServiceContext } from './context.ts';
import { CustomerInvitationService } from './customer-invitations.ts';
import { CustomerService } from './customers.ts';
import { DeliveryService } from './deliveries/deliveries.ts';
import { RecordedMail } from './deliveries/recorded-mail.ts';
import { FeedRunner } from './feeds/feed-runner.ts';
import { FeedService } from './feeds/feeds.ts';
import { ApiKeyService } from './identity/api-keys.ts';
import { AuthService } from './identity/auth.ts';
import { CustomerTokenService } from './identity/customer-tokens.ts';
import { EmailCodeService } from './identity/email-codes.ts';
import { EmbeddedLoginService } from './identity/embedded-logins.ts';
import { MemberInvitationService } from './identity/member-invitations.ts';
import { MemberService } from './identity/members.ts';
import { OrganisationService } from './identity/organisations.ts';
import { PasswordResetRequestService } from './identity/password-reset-requests.ts';
import { PasswordResetService } from './identity/password-resets.ts';
import { RequestCounter } from './identity/request-counter.ts';
import { SecretBox } from './identity/secret-box.ts';
import { TrialLoginService } from './identity/trial-logins.ts';
import { Metrics } from './metrics/metrics.ts';
import type { Ports } from './ports.ts';
import { PushService } from './pushes/push-service.ts';
import { runSliceTask } from './slices/slice-work.ts';
import { AutoContinue } from './source-runs/auto-continue.ts';
import { DownloadStage } from './source-runs/download-stage.ts';
import { BUILT_IN_EXTRACTORS } from './source-runs/fetch-file.ts';
import { SourceRunService } from './source-runs/source-runs.ts';
import { SourceService } from './sources/sources.ts';
import type { StageJobs } from './stages/stage-queue.ts';
import type { StepEvents } from './stages/step-events.ts';
import { ReplayService } from './submissions/replay.ts';
import { SubmissionService } from './submissions/submissions.ts';
import { SubmitRequestService } from './submissions/submit-request.ts';
import { SubmitStage } from './submissions/submit-stage.ts';
import { ColumnService } from './templates/columns.ts';
import { TemplateService } from './templates/templates.ts';
import { ErrorCountService } from './transformations/error-counts.ts';
import { FindReplaceService } from './transformations/find-replace.ts';
import { LiveReviews } from './transformations/live-review.ts';
import { MappingService } from './transformations/mapping.ts';
import { PreviewService } from './transformations/preview.ts';
import { ReviewDataService } from './transformations/review-data.ts';
import { TransformationStages } from './transformations/transformation-stages.ts';
import { TransformationService } from './transformations/transformations.ts';
import { UndoService } from './transformations/undo-edits.ts';
import { ValueMapService } from './transformations/value-maps.ts';
import { UsageService } from './usage/usage.ts';
import { WebhookService } from './webhooks/webhooks.ts';

export interface Services {
  /** The database, the configuration and the clock every service shares. */
  ctx: ServiceContext;
  /** The ports the services were built with. */
  ports: Ports;
  /** The audit log's reading; changes are recorded by the write services themselves. */
  auditLog: AuditLogService;
  /** Token grants, bearer authentication and revocation. */
  auth: AuthService;
  /** Organisations, their owners and plans, and the importer's profile. */
  organisations: OrganisationService;
  /** The organisation's API keys. */
  apiKeys: ApiKeyService;
  /** Lost passwords: reset links and the operator setting a password. */
  passwordResets: PasswordResetService;
  /** The forgotten-password e-mail: a reset link sent to whoever has the address. */
  passwordResetRequests: PasswordResetRequestService;
  /** Constraints on template columns. */
  constraints: ConstraintService;
  /** Customers (senders) and the templates each may use. */
  customers: CustomerService;
  /** The people of an organisation: listed to its users, managed by its owners. */
  members: MemberService;
  /** Invitations to join an organisation, and their acceptance. */
  memberInvitations: MemberInvitationService;
  /** Invitations e-mailed to customers, with a template's hosted link. */
  customerInvitations: CustomerInvitationService;
  /** Connectors: saved mappings and reading options that runs apply. */
  connectors: ConnectorService;
  /** The operator's custom extractors (FERRY_EXTRACTORS_DIR), as `GET /custom-extractors` lists them. */
  customExtractors: CustomExtractorList;
  /** Sources: where files come from (URL, FTP, SFTP, e-mail, custom), their secrets sealed. */
  sources: SourceService;
  /** Access tokens minted for customers. */
  customerTokens: CustomerTokenService;
  /** The console's Try it: the receiver as the sender of its own template. */
  trialLogins: TrialLoginService;
  /** `POST /auth/email-code`: login codes e-mailed to senders. */
  emailCodes: EmailCodeService;
  /** `POST /auth/embed`: logins signed by the receiver's backend. */
  embeddedLogins: EmbeddedLoginService;
  /** Templates and their format test. */
  templates: TemplateService;
  /** The columns of a template. */
  columns: ColumnService;
  /** Upload, reads, files and deletion of transformations. */
  transformations: TransformationService;
  /** Reading and confirming the mapping of a transformation. */
  mappings: MappingService;
  /** A source column's distinct values and what the run makes of each, for value maps. */
  valueMaps: ValueMapService;
  /** Reviewing and fixing the transformed rows. */
  reviewData: ReviewDataService;
  /** A file's first rows before upload, read as an upload would. */
  preview: PreviewService;
  /** Rows in error per column, and the rows in error on one column. */
  errorCounts: ErrorCountService;
  /** Find and replace over the whole file, one undo step. */
  findReplace: FindReplaceService;
  /** Undo of the caller's latest edit step. */
  undoEdits: UndoService;
  /** Reading submissions and their files. */
  submissions: SubmissionService;
  /** `POST …/submit`: recording a submission and sending the transformation to the submit stage. */
  submitRequests: SubmitRequestService;
  /** `POST /submission/{id}/replay`: a submission's source file run again as a new automation. */
  replays: ReplayService;
  /** What the job of each stage runs (src/jobs/stage-jobs.ts). */
  stages: StageJobs;
  /** What the job of each background queue runs (src/jobs/background-queue.ts). */
  background: BackgroundHandlers;
  /** What a `transform-slice` job runs: one pass of one slice of a large file (src/jobs/slice-jobs.ts). */
  sliceTask: (taskId: string) => Promise<void>;
  /** Webhook subscriptions, their delivery log, and the events that make deliveries. */
  webhooks: WebhookService;
  /** Pushes of submissions' targets to the receiver, attempt after attempt. */
  pushes: PushService;
  /** Webhook deliveries, pushes and recorded e-mails in one list, and retrying a failed one. */
  deliveries: DeliveryService;
  /** Bulk imports of value lists, columns and customers, and the job that runs each. */
  bulkImports: BulkImportService;
  /** Runs of a source: `start` (feeds, e-mails) and the one-off run of `POST /transformation`. */
  sourceRuns: SourceRunService;
  /** Alerts: what the organisation wants to be told of, and to whom. */
  alerts: AlertService;
  /** What fires alerts: failures, submissions with errors, and the silent-feeds pass (src/jobs). */
  alertTriggers: AlertTriggers;
  /** `GET /usage`: the plan's limits with what is used, and submissions per day. */
  usage: UsageService;
  /** Feeds: a source run into a template on a schedule, on e-mail and by hand. */
  feeds: FeedService;
  /** Starts feeds' runs: by hand, on each due tick (src/jobs/feed-schedules.ts), on e-mail. */
  feedRunner: FeedRunner;
  /** What `GET /metrics` tells the operator's Prometheus. */
  metrics: Metrics;
  /** The request rate limit's counts, shared by every API instance. */
  requestCounts: RequestCounter;
}

export function createServices(ctx: ServiceContext, ports: Ports): Services {
  const { blobs, queue } = ports;
  // One guarded client for every request made on a tenant's behalf (pushes, webhooks, URLs).
  const outbound = new OutboundHttp(ctx.config.outboundAllowlist);
  // Seals what is kept at rest and given back to be used: a push's header values, a webhook's secret.
  const secrets = new SecretBox(ctx.config);
  const customers = new CustomerService(ctx);
  const passwordResets = new PasswordResetService(ctx);
  const webhooks = new WebhookService(ctx, ports, outbound, secrets);
  const pushes = new PushService(ctx, blobs, ports.jobs, outbound, secrets);
  const recordedMail = new RecordedMail(ctx, ports.mail);
  const bulkImports = new BulkImportService(ctx, ports, outbound, webhooks.publish);
  const alertTriggers = new AlertTriggers(
    ctx,
    new AlertFiring(ctx, ports.mail, (event, key, addressed) => webhooks.publishTo(event, key, addressed)),
  );
  const metrics = new Metrics(ctx.db);
  const events: StepEvents = {
    async submissionReady(id) {
      // The push first: it names the push report that READY_FOR_DOWNLOAD's Submission then lists.
      await pushes.submissionReady(id);
      await webhooks.submissionReady(id);
      await alertTriggers.submissionMade(id);
    },
    async automationFailed(id) {
      await webhooks.automationFailed(id);
      await alertTriggers.automationFailed(id);
    },
    stageEnded: (stage, outcome, seconds) => metrics.stageEnded(stage, outcome, seconds),
    rowsRead: (stage, rows) => metrics.rowsRead(stage, rows),
  };
  const sources = new SourceService(ctx, secrets, outbound);
  const transformations = new TransformationService(ctx, blobs, queue);
  const mappings = new MappingService(ctx, queue);
  const submitRequests = new SubmitRequestService(ctx, blobs, queue);
  const runs = new AutoContinue(ctx, mappings, submitRequests, events);
  const aiMatcher =
    ports.aiMatcher !== undefined
      ? ports.aiMatcher
      : ctx.config.aiMatch && new OpenAiColumnMatcher(ctx.config.aiMatch);
  const aiMatching = new AiMatching(ctx, aiMatcher);
  const transformationStages = new TransformationStages(
    ctx,
    blobs,
    queue,
    events,
    runs,
    ports.slices ?? null,
    aiMatching,
  );
  // Loaded once, from the start: a `custom` source runs one of them.
  const installed = CustomExtractors.load(ctx.config.extractorsDir);
  const extractors = { ...BUILT_IN_EXTRACTORS, custom: customExtractor(installed) };
  const download = new DownloadStage(ctx, blobs, queue, events, sources, outbound, extractors);
  const submitStage = new SubmitStage(ctx, blobs, events);
  const liveReviews = new LiveReviews(ctx, blobs);
  const errorCounts = new ErrorCountService(ctx, liveReviews);
  const submissions = new SubmissionService(ctx, blobs);
  const sourceRuns = new SourceRunService(ctx, blobs, queue, transformations);
  const feedRunner = new FeedRunner(ctx, (request) => sourceRuns.start(request));
  return {
    ctx,
    ports,
    auditLog: new AuditLogService(ctx),
    metrics,
    requestCounts: new RequestCounter(ctx),
    auth: new AuthService(ctx),
    organisations: new OrganisationService(ctx),
    apiKeys: new ApiKeyService(ctx),
    passwordResets,
    passwordResetRequests: new PasswordResetRequestService(ctx, passwordResets, ports.mail),
    constraints: new ConstraintService(ctx),
    customers,
    customerInvitations: new CustomerInvitationService(ctx, customers, recordedMail),
    members: new MemberService(ctx),
    memberInvitations: new MemberInvitationService(ctx, ports.mail),
    connectors: new ConnectorService(ctx),
    customExtractors: new CustomExtractorList(ctx, installed),
    sources,
    customerTokens: new CustomerTokenService(ctx, customers),
    trialLogins: new TrialLoginService(ctx),
    emailCodes: new EmailCodeService(ctx, ports.mail),
    embeddedLogins: new EmbeddedLoginService(ctx),
    templates: new TemplateService(ctx, outbound, secrets),
    columns: new ColumnService(ctx),
    transformations,
    mappings,
    valueMaps: new ValueMapService(ctx, blobs),
    reviewData: new ReviewDataService(ctx, blobs, errorCounts, liveReviews),
    preview: new PreviewService(ctx),
    errorCounts,
    findReplace: new FindReplaceService(ctx, blobs),
    undoEdits: new UndoService(ctx, blobs),
    submissions,
    submitRequests,
    replays: new ReplayService(ctx, blobs, queue, submissions),
    stages: {
      download: (id) => download.download(id),
      normalize: (id) => transformationStages.normalize(id),
      match: (id) => transformationStages.match(id),
      transform: (id) => transformationStages.transform(id),
      submit: (id) => submitStage.process(id),
    },
    sliceTask: (taskId) => runSliceTask(ctx, blobs, taskId),
    background: {
      'webhook-delivery': (data) => webhooks.deliver(data),
      push: (data) => pushes.run(data),
      'bulk-import': (data) => bulkImports.run(data),
    },
    webhooks,
    pushes,
    deliveries: new DeliveryService(ctx, webhooks, pushes, recordedMail),
    bulkImports,
    sourceRuns,
    feeds: new FeedService(ctx, feedRunner, (principal, id) => transformations.get(principal, id)),
    feedRunner,
    usage: new UsageService(ctx),
    alerts: new AlertService(ctx),
    alertTriggers,
  };
}
