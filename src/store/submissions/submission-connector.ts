/**
 * The Submission's `connector` block (specification), read with the submission in one query: the
 * connector its transformation applied (RUNS records `connector_id` and the connector's
 * `updated_at` it applied as `connector_applied_at`), else the connector saved from it. `changed`
 * compares timestamps in the database, at full precision. Null when neither exists, or once the
 * transformation is deleted.
 */
import { type RawBuilder, sql } from 'kysely';

export interface SubmissionConnector {
  is_connector: boolean;
  changed: boolean;
  connector_id: string | null;
  name: string | null;
  picture_url: string | null;
}

/** A scalar subquery over `s.transformation_id`, for a select of `submissions as s`. */
export function submissionConnector(): RawBuilder<SubmissionConnector | null> {
  return sql<SubmissionConnector | null>`(
    SELECT CASE WHEN t.connector_id IS NULL AND NOT t.is_connector THEN NULL ELSE jsonb_build_object(
      'is_connector', t.is_connector,
      -- Always false for a connector's own transformation; a deleted connector reads name null.
      'changed', COALESCE(NOT t.is_connector AND t.connector_id IS NOT NULL
        AND c.updated_at > t.connector_applied_at, false),
      'connector_id', COALESCE(t.connector_id, c.connector_id),
      'name', c.name,
      'picture_url', c.picture_url) END
    FROM transformations t
    LEFT JOIN LATERAL (
      SELECT k.connector_id, k.name, k.picture_url, k.updated_at FROM connectors k
      WHERE k.connector_id = t.connector_id
         OR (t.connector_id IS NULL AND k.transformation_id = t.transformation_id)
      ORDER BY k.created_at DESC LIMIT 1
    ) c ON true
    WHERE t.transformation_id = s.transformation_id
  )`;
}
