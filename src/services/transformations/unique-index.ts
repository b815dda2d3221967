/**
 * The index of the keys that must appear once (`uniqueness` columns, `is_unique_key`) of a
 * transformation's review store, kept beside the store in the blob store. It is built in an engine
 * thread the first time it is needed (the first edit of a file whose template has such a rule),
 * then read a few bytes at a time. Its name carries a fingerprint of the rules it was built for,
 * so that a template changed since gets an index of its own.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { findConstraintFunction } from '../../domain/constraints/registry.ts';
import {
  type EngineTemplate,
  openUniqueIndex,
  type ReviewFiles,
  runInThread,
  type UniqueIndex,
  type UniqueRule,
} from '../../engine/index.ts';
import type { BlobStore } from '../../files/blob-store.ts';
import type { TransformationRow } from '../../store/transformations/transformations.ts';
import type { ServiceContext } from '../context.ts';
import type { engineInputsOf } from './review-files.ts';
import { withScratch } from './scratch.ts';

/** The index with its rules, in the order of the tags' numbers. */
export interface KeyIndex {
  index: UniqueIndex;
  rules: UniqueRule[];
}

/**
 * The template's rules that a key must appear once and the store they were read from, as text that
 * changes when either does (a new mapping writes a new store); null when there is no such rule.
 */
function fingerprint(template: EngineTemplate, store: unknown): string | null {
  const unique = template.columns.filter((c) => c.uniqueness).map((c) => c.technical_name);
  const keyed = (template.constraints ?? []).filter((c) => {
    const definition = findConstraintFunction(c.function);
    return definition?.kind === 'dataset' && definition.key !== undefined;
  });
  if (!unique.length && !keyed.length) return null;
  const text = JSON.stringify({ unique, keyed, columns: template.columns.map((c) => c.column_id), store });
  return createHash('sha1').update(text).digest('hex').slice(0, 16);
}

/** Opens the index, building it first when it is missing; null when the template has no such rule. */
export async function openKeyIndex(
  ctx: ServiceContext,
  blobs: BlobStore,
  row: TransformationRow,
  files: ReviewFiles,
  inputs: Awaited<ReturnType<typeof engineInputsOf>>,
): Promise<KeyIndex | null> {
  const storeKey = row.files.review_row_index;
  if (!storeKey) return null;
  const stored = await blobs.stat(storeKey);
  const print = fingerprint(inputs.template, [inputs.mapping, stored?.size, stored?.modifiedAt]);
  if (print === null) return null;
  const key = `${storeKey.slice(0, storeKey.lastIndexOf('/'))}/review-unique-${print}.idx`;
  if (!(await blobs.stat(key))) {
    await withScratch(
      async (dir) => {
        const outPath = path.join(dir, 'unique.idx');
        const { rules } = await runInThread(
          'uniqueIndex',
          { files, ...inputs, outPath },
          { timeoutMs: ctx.config.stepTimeoutSeconds * 1000 },
        );
        if (rules.length) await blobs.putFile(key, outPath);
      },
      path.join(ctx.config.dataDir, 'work'),
    );
  }
  const local = (await blobs.stat(key)) ? await blobs.localPath(key) : null;
  if (!local) return null;
  const index = await openUniqueIndex(local);
  return { index, rules: index.rules as UniqueRule[] };
}
