/**
 * Names for the API answers the importer reads, each the type generated from /openapi.json for
 * its route (web/shared/api-types.ts, `npm run web:types`): none is written by hand, so a route
 * that changes its answer fails the typecheck here rather than at a sender's.
 */
import type { Payload } from '../../shared/api-payload.ts';

/** Tokens of a customer (sender) login. */
export type { Tokens } from '../../shared/tokens.ts';

/** GET /import-profile/{subdomain}: how the organisation presents itself to senders. */
export type ImportProfile = Payload<'getImportProfileSubdomain'>;

/** POST /transformation/preview: the first rows as Ferry reads them. */
export type Preview = Payload<'postTransformationPreview'>;

/** GET /transformation/{id}. */
export type Transformation = Payload<'getTransformationTransformationId'>;

/** GET /transformation/{id}/mapping. */
export type Mapping = Payload<'getTransformationTransformationIdMapping'>;

/** One template column of GET /transformation/{id}/mapping. */
export type MappingColumn = Mapping['columns'][number];

/** GET /template/{handle}. */
export type Template = Payload<'getTemplateTemplateHandle'>;

/** A template column as a sender reads it (GET /template/{handle}/columns; hidden ones are never sent). */
export type Column = Payload<'getTemplateTemplateHandleColumns'>[number];

/** GET /transformation/{id}/data. */
export type DataPage = Payload<'getTransformationTransformationIdData'>;

/** One row of GET /transformation/{id}/data. */
export type DataRow = DataPage['rows'][number];

/** GET /transformation/{id}/errors. */
export type ErrorCounts = Payload<'getTransformationTransformationIdErrors'>;

/** The Submission (POST /transformation/{id}/submit, GET /submission/{id}). */
export type Submission = Payload<'postTransformationTransformationIdSubmit'>;
