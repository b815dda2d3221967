/** The shapes of sources, feeds and connectors the console reads and sends, from the API's generated types. */
import type { Payload, RequestBody } from '../../../../shared/api-payload.ts';

export type Source = Payload<'getSenderSourceSourceId'>;
export type SourcePage = Payload<'getSenderSources'>;
export type SourceBody = RequestBody<'postSenderSource'>;
export type Extractor = Source['data_extractor'];
export type Feed = Payload<'getFeedFeedId'>;
export type FeedPage = Payload<'getFeeds'>;
export type FeedBody = RequestBody<'postFeeds'>;
export type FeedRun = Payload<'getFeedFeedIdRuns'>['entries'][number];
export type FeedRunPage = Payload<'getFeedFeedIdRuns'>;
export type Connector = Payload<'getConnectorConnectorId'>;
export type ConnectorPage = Payload<'getConnectors'>;
export type CustomExtractor = Payload<'getCustomExtractors'>[number];

/** What a secret reads as; sent back unchanged, it keeps the stored one. */
export const MASK = '********';

/** The kinds of source the forms make (a source of another kind is still listed and renamed). */
export const EXTRACTORS = ['upload', 'url', 'ftp', 'sftp', 'email', 'custom'] as const;
