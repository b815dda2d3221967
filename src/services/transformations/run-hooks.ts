/**
 * What the stages of a file ask of the run that brought it (DESIGN §7): a run of a source may read
 * its file with its connector's options, take its connector's columns at match, and go on by
 * itself after match and transform. An upload has none of these: NO_RUN_HOOKS. The runs of
 * sources implement the port (src/services/source-runs/).
 */
import type { Mapping } from '../../engine/index.ts';
import type { TransformationRow } from '../../store/transformations/transformations.ts';

export interface RunHooks {
  /** Normalize: the reading options the run's connector sets, or null to keep the row's own. */
  readingOptions(row: TransformationRow): Promise<Record<string, unknown> | null>;
  /** Match: the proposed columns with the run's connector applied, or null when it has none. */
  applyConnector(
    row: TransformationRow,
    proposed: Mapping['columns'],
    headers: readonly string[],
  ): Promise<Mapping['columns'] | null>;
  /** After the match stage (also when its job is retried): a run that goes on by itself confirms its mapping. */
  afterMatch(transformationId: string): Promise<void>;
  /** After the transform stage: a run that goes on by itself submits, or stops for a person to review. */
  afterTransform(transformationId: string): Promise<void>;
}

export const NO_RUN_HOOKS: RunHooks = {
  readingOptions: async () => null,
  applyConnector: async () => null,
  afterMatch: async () => {},
  afterTransform: async () => {},
};
