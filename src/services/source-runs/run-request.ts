/** How an automation came to exist: a person's upload, a feed's schedule, an e-mail, or a run asked for by hand. */
export type AutomationType = 'upload' | 'schedule' | 'email' | 'manual';

/** What starting a run of a source needs: who asks, for which template and source, and how far it may go by itself. */
export interface RunRequest {
  organisationId: string;
  customerId: string | null;
  templateId: string;
  sourceId: string;
  connectorId: string | null;
  autoSubmit: boolean;
  type: AutomationType;
  feedId: string | null;
  /** E-mail runs: the attachment already received, stored as a blob by the caller (key), so nothing is downloaded. */
  received?: { fileName: string; blobKey: string } | null;
  /** Who started it (`user:<id>`, `api_key:<id>`, `customer:<id>`); absent: the feed's automation. */
  createdBy?: string | null;
}

/** What `start` answers: the transformation created and its automation. */
export interface RunStarted {
  transformationId: string;
  automationId: string;
}
