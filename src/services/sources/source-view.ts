/**
 * A source as every read shows it (the specification's newer read shape): exactly the block of
 * its data_extractor is filled, secrets masked; a block the plan does not permit reads as null,
 * like every block of the other types.
 */

import type { Plan } from '../../domain/plans.ts';
import type { FtpBlock } from '../../sources/blocks.ts';
import type { NameValue } from '../../store/schema/index.ts';
import type { DataExtractor, StoredSourceRow } from '../../store/sources/sources.ts';
import { maskSecretFields } from './secret-fields.ts';
import {
  type ApiFetcherSettings,
  BLOCK_NAMES,
  BLOCK_PERMISSION,
  type BlockName,
  type CustomSettings,
  type EmailSettings,
  type SftpSettings,
  type UrlSettings,
} from './source-types.ts';

export interface SourceView {
  source_id: string;
  /** The sender that owns the source; null for the receiver's own. */
  customer_id: string | null;
  user_metadata: NameValue[];
  name: string | null;
  data_extractor: DataExtractor;
  url: UrlSettings | null;
  ftp: FtpBlock | null;
  sftp: SftpSettings | null;
  custom: CustomSettings | null;
  /** With the address the source receives at. */
  email: (EmailSettings & { address: string }) | null;
  api_fetcher: ApiFetcherSettings | null;
}

export function isBlockName(type: DataExtractor): type is BlockName {
  return type !== 'upload';
}

/** The block shown for a row, or null: none for its type, or not permitted by the plan. */
function shownBlock(row: StoredSourceRow, plan: Plan): Record<string, unknown> | null {
  const type = row.data_extractor;
  if (!isBlockName(type) || row.block === null) return null;
  if (!plan.permissions.includes(BLOCK_PERMISSION[type])) return null;
  const block = maskSecretFields(type, row.block);
  // Sources written before host keys were pinned have none stored.
  if (type === 'sftp') block.host_key ??= null;
  return type === 'email' ? { address: row.email_address, ...block } : block;
}

export function sourceView(row: StoredSourceRow, plan: Plan): SourceView {
  const blocks = Object.fromEntries(BLOCK_NAMES.map((name) => [name, null])) as Record<BlockName, null>;
  const view: SourceView = {
    source_id: row.source_id,
    customer_id: row.customer_id,
    user_metadata: row.user_metadata,
    name: row.name,
    data_extractor: row.data_extractor,
    ...blocks,
  };
  // The stored block was written from the settings of its type: masking keeps that shape.
  if (isBlockName(row.data_extractor))
    (view as unknown as Record<string, unknown>)[row.data_extractor] = shownBlock(row, plan);
  return view;
}
