/**
 * The activity's shapes and words: a file's run as the list shows it, whether it came as a
 * transformation (every state) or as a submission (the delivered ones, by outcome), and how it came.
 */
import type { Payload } from '../../../../shared/api-payload.ts';
import { locale, type TextKey, t } from '../../i18n.ts';
import { type Status, submissionStatus, transformationStatus } from './run-status.ts';

export type Transformation = Payload<'getTransformationTransformationId'>;
export type Submission = Payload<'getSubmissionSubmissionId'>;
export type TransformationPage = Payload<'getTransformations'>;
export type SubmissionPage = Payload<'getSubmissions'>;
export type ErrorCounts = Payload<'getTransformationTransformationIdErrors'>;
export type Delivery = Payload<'getDeliveries'>['entries'][number];
export type DeliveryPage = Payload<'getDeliveries'>;
export type Automation = Payload<'postSubmissionSubmissionIdReplay'>;
export type AutomationStatus = Payload<'getTransformationAutomationAutomationId'>;
export type Feed = Payload<'getFeeds'>['entries'][number];

/** One line of the list. */
export interface Run {
  key: string;
  at: string;
  status: Status;
  step: string | null;
  progress: Transformation['progress'];
  templateHandle: string | null;
  templateName: string | null;
  customerId: string | null;
  customerName: string | null;
  fileName: string | null;
  how: string;
  rows: number | null;
  inError: number | null;
  submissionId: string | null;
  transformationId: string | null;
  replayOf: string | null;
  trial: boolean;
  reason: string | null;
}

/** Extractors named in the list; an upload or an API source says nothing more than its feed. */
const EXTRACTORS = new Set(['url', 'ftp', 'sftp', 'email', 'custom']);

/**
 * How a transformation came: its automation type, or the feed that ran it and from where (URL,
 * FTP, SFTP, e-mail, an extractor), and a connector applied.
 */
export function howItCame(
  transformation: Pick<Transformation, 'type' | 'feed_id' | 'connector_id'>,
  names: { feeds: Map<string, Feed>; sources: Map<string, string> },
): string {
  const feed = transformation.feed_id ? names.feeds.get(transformation.feed_id) : undefined;
  const extractor = feed ? names.sources.get(feed.source_id) : undefined;
  const base = feed
    ? [
        t('activity.how.feed', { name: feed.name }),
        extractor && EXTRACTORS.has(extractor) ? t(`activity.how.from.${extractor}` as TextKey) : null,
      ]
        .filter(Boolean)
        .join(' · ')
    : t(`activity.how.${transformation.type}` as TextKey);
  return transformation.connector_id ? `${base} · ${t('activity.how.connector')}` : base;
}

export function runOfTransformation(
  transformation: Transformation,
  names: {
    templates: Map<string, string>;
    customers: Map<string, string>;
    feeds: Map<string, Feed>;
    sources: Map<string, string>;
  },
): Run {
  return {
    key: `t:${transformation.transformation_id}`,
    at: transformation.created_at,
    status: transformationStatus(transformation),
    step: transformation.step,
    progress: transformation.progress,
    templateHandle: transformation.template_handle,
    templateName: names.templates.get(transformation.template_handle) ?? transformation.template_handle,
    customerId: transformation.customer_id,
    customerName: transformation.customer_id
      ? (names.customers.get(transformation.customer_id) ?? null)
      : null,
    fileName: transformation.original_name,
    how: howItCame(transformation, names),
    rows: transformation.counters?.rows_in_source ?? null,
    inError: transformation.counters?.rows_in_error ?? null,
    submissionId: transformation.submission_id,
    transformationId: transformation.transformation_id,
    replayOf: transformation.replay_of,
    trial: false,
    reason: transformation.step === 'failed' ? transformation.details : null,
  };
}

export function runOfSubmission(submission: Submission): Run {
  const how = submission.replay_of
    ? t('activity.how.replay')
    : submission.source_name
      ? submission.source_name
      : t('activity.how.upload');
  return {
    key: `s:${submission.submission_id}`,
    at: submission.created_at ?? '',
    status: submissionStatus(submission),
    step: null,
    progress: null,
    templateHandle: null,
    templateName: submission.template_name,
    customerId: null,
    customerName: submission.customer_name ?? submission.customer_email ?? submission.customer_id,
    fileName: submission.original_name ?? submission.target_name,
    how: submission.connector?.name ? `${how} · ${submission.connector.name}` : how,
    rows: submission.rows_in_source,
    inError: submission.rows_in_error,
    submissionId: submission.submission_id,
    transformationId: submission.transformation_id,
    replayOf: submission.replay_of,
    trial: submission.trial,
    reason: submission.failed ? submission.error_message : null,
  };
}

/** A run's address in the console. */
export function runPath(run: Pick<Run, 'submissionId' | 'transformationId'>): string {
  return run.submissionId ? `activity/${run.submissionId}` : `activity/t/${run.transformationId}`;
}

/** A step in words; a step the console does not know is named as the server wrote it. */
export function stepName(step: string): string {
  return KNOWN_STEPS.has(step) ? t(`activity.step.${step}` as TextKey) : t('activity.stepUnknown', { step });
}

const KNOWN_STEPS = new Set(
  (
    'pending to_download downloading downloaded to_normalize normalizing normalized to_review reviewed ' +
    'to_parse parsing parsed to_select selected to_import importing imported to_create creating created ' +
    'to_match matching matched to_transform transforming transformed reusing to_submit submitting processed failed'
  ).split(' '),
);

const number = () => new Intl.NumberFormat(locale);

export function formatNumber(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : number().format(value);
}

export function formatWhen(at: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at));
}

/** A duration as the locale abbreviates its units: "850 ms", "12 sec", "3 min 5 sec" in English. */
export function formatDuration(ms: number): string {
  const unit = (value: number, name: string) =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'short' }).format(value);
  if (ms < 1000) return unit(Math.max(0, Math.round(ms)), 'millisecond');
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return unit(seconds, 'second');
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${unit(minutes, 'minute')} ${unit(seconds % 60, 'second')}`;
  return `${unit(Math.floor(minutes / 60), 'hour')} ${unit(minutes % 60, 'minute')}`;
}

/** The records of a CSV text (RFC 4180: quoted fields, doubled quotes, line breaks inside quotes). */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quoted) {
      if (char === '"') {
        if (text[index + 1] === '"') {
          field += '"';
          index++;
        } else quoted = false;
      } else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records;
}

/** One group of the error table: a column and a rule, how many rows, the first values in error. */
export interface ErrorGroup {
  column: string;
  rule: string;
  message: string;
  rows: number;
  examples: string[];
}

/** Groups the error report (`row,column,value,rule,message,line`) by column, then rule. */
export function groupErrors(csv: string, examples = 3): ErrorGroup[] {
  const [header, ...records] = parseCsv(csv.replace(/^\uFEFF/, ''));
  if (!header) return [];
  const at = (name: string) => header.indexOf(name);
  const rowAt = at('row');
  const columnAt = at('column');
  const valueAt = at('value');
  const ruleAt = at('rule');
  const messageAt = at('message');
  const groups = new Map<string, ErrorGroup & { seen: Set<string> }>();
  for (const record of records) {
    if (record.length < header.length) continue;
    const column = record[columnAt] ?? '';
    const rule = record[ruleAt] ?? '';
    const key = `${column}\u0000${rule}`;
    let group = groups.get(key);
    if (!group) {
      group = { column, rule, message: record[messageAt] ?? '', rows: 0, examples: [], seen: new Set() };
      groups.set(key, group);
    }
    const row = record[rowAt] ?? '';
    if (!group.seen.has(row)) {
      group.seen.add(row);
      group.rows++;
    }
    const value = record[valueAt] ?? '';
    if (group.examples.length < examples && !group.examples.includes(value)) group.examples.push(value);
  }
  return [...groups.values()]
    .map(({ seen: _seen, ...group }) => group)
    .sort((a, b) => a.column.localeCompare(b.column) || b.rows - a.rows);
}
