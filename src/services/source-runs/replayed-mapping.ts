/**
 * A replay's match (../submissions/replay.ts): the mapping and value maps the replayed submission
 * was made with, taken as a connector's are (./connector-mapping.ts), over what the matcher
 * proposes for the template as it is now. A column added since keeps the matcher's proposal; a
 * column deleted since is simply not in the proposal.
 */
import { fromCatalog } from '../../domain/errors.ts';
import type { Mapping } from '../../engine/index.ts';
import type { Db } from '../../store/db.ts';
import { findSubmission } from '../../store/submissions/submissions.ts';
import { findTransformation } from '../../store/transformations/transformations.ts';
import { applyConnector } from './connector-mapping.ts';
import { RunFailure } from './run-failure.ts';

export async function replayedColumns(
  db: Db,
  replayOf: string,
  proposed: Mapping['columns'],
  headers: readonly string[],
): Promise<Mapping['columns']> {
  const submission = await findSubmission(db, replayOf);
  const old = submission?.transformation_id
    ? await findTransformation(db, submission.transformation_id)
    : undefined;
  const columns = (old?.mapping as Mapping | null)?.columns;
  if (!columns) throw new RunFailure(...fromCatalog('exception.run.replay_mapping_gone'));
  return applyConnector(proposed, headers, {
    columns: columns.map((c) => ({
      column_id: c.column_id,
      source: c.source,
      value_map: c.value_map ?? null,
    })),
  });
}
