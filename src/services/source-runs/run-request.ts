/**
 * How an automation came to exist: a person's upload, a feed's schedule, an e-mail, a run asked for
 * by hand, or a submission replayed.
 */
export type AutomationType = RunType | 'replay';
/** The automations a run of a source (or an upload) makes; a feed's runs are among these. */
export type RunType = 'upload' | 'schedule' | 'email' | 'manual';

/** What starting a run of a source needs: who asks, for which template and source, and how far it may go by itself. */
export interface RunRequest {
  organisationId: string;
  customerId: string | null;
  templateId: string;
  sourceId: string;
  connectorId: string | null;
  autoSubmit: boolean;
  type: RunType;
  feedId: string | null;
  /** E-mail runs: the attachment already received, stored as a blob by the caller (key), so nothing is downloaded. */
  received?: { fileName: string; blobKey: string } | null;
  /** Who started it (`user:<id>`, `api_key:<id>`, `customer:<id>`); absent: the feed's automation. */
  createdBy?: string | null;
  /** The language of its messages; absent when no request made it: the customer's, else English. */
  language?: string | null;
}

/** What `start` answers: the transformation created and its automation. */
export interface RunStarted {
  transformationId: string;
  automationId: string;
}
