/**
 * What a create or an update stores: every field checked, the 402 of a block the plan does not
 * permit asked before the 409s of its fields (there is no use in correcting an FTP host the plan
 * cannot use), secrets kept or sealed. On update a property not sent keeps its stored value; a
 * block sent replaces the stored one whole, `********` keeping each stored secret.
 */

import { Violation } from '../../domain/errors.ts';
import { phrase } from '../../domain/messages/index.ts';
import type { Plan } from '../../domain/plans.ts';
import { requirePermission } from '../../domain/product.ts';
import type { NameValue } from '../../store/schema/index.ts';
import type { SourceFields, StoredSourceRow } from '../../store/sources/sources.ts';
import type { SecretBox } from '../identity/secret-box.ts';
import type { Principal } from '../principal.ts';
import { readBlock } from './block-input.ts';
import { BLANK, Findings, oneOf, tooLong } from './field-checks.ts';
import { checkReach } from './network-checks.ts';
import { keepStoredSecrets, sealSecrets } from './secret-fields.ts';
import { keptHostKey } from './server-blocks.ts';
import {
  BLOCK_NAMES,
  BLOCK_PERMISSION,
  DATA_EXTRACTORS,
  type DataExtractor,
  type SftpSettings,
} from './source-types.ts';
import { isBlockName } from './source-view.ts';

/** The request fields; blocks are checked field by field here, after the schema checked JSON types. */
export interface SourceWrite {
  customer_id?: string | null;
  user_metadata?: { name: string; value?: string | null }[] | null;
  name?: string | null;
  data_extractor?: string | null;
  url?: Record<string, unknown> | null;
  ftp?: Record<string, unknown> | null;
  sftp?: Record<string, unknown> | null;
  custom?: Record<string, unknown> | null;
  email?: Record<string, unknown> | null;
  api_fetcher?: Record<string, unknown> | null;
}

export interface WriteContext {
  principal: Principal;
  plan: Plan;
  box: SecretBox;
  network: Parameters<typeof checkReach>[0];
  /** Whether a receiver's `customer_id` names a customer of its organisation. */
  isCustomer: (customerId: string) => Promise<boolean>;
}

const UUID = /^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$/;

function metadataOf(body: SourceWrite, stored: StoredSourceRow | undefined, found: Findings): NameValue[] {
  if (body.user_metadata === undefined && stored) return stored.user_metadata;
  const items = (body.user_metadata ?? []).map((item) => ({ name: item.name, value: item.value ?? null }));
  const seen = new Set<string>();
  for (const [i, item] of items.entries()) {
    const duplicate = seen.has(item.name)
      ? phrase('violation.field.name_used_twice', { name: item.name })
      : null;
    found.add(
      `user_metadata[${i}].name`,
      item.name,
      item.name.trim() === '' ? BLANK : (duplicate ?? tooLong(item.name, 255)),
    );
    seen.add(item.name);
  }
  return items;
}

async function ownerOf(
  ctx: WriteContext,
  body: SourceWrite,
  stored: StoredSourceRow | undefined,
  found: Findings,
) {
  const given = body.customer_id;
  if (ctx.principal.kind === 'customer') {
    const own = ctx.principal.customerId;
    if (given && given !== own) found.add('customer_id', given, phrase('violation.field.sender_own_sources'));
    return own;
  }
  if (given === undefined) return stored ? stored.customer_id : null;
  if (given !== null && !UUID.test(given))
    found.add('customer_id', given, phrase('violation.field.not_uuid'));
  else if (given !== null && !(await ctx.isCustomer(given))) {
    found.add('customer_id', given, phrase('violation.field.no_customer'));
  }
  return given;
}

export async function sourceFields(
  ctx: WriteContext,
  sourceId: string,
  body: SourceWrite,
  stored?: StoredSourceRow,
): Promise<Omit<SourceFields, 'email_address'>> {
  const found = new Findings();
  const type = (body.data_extractor ?? stored?.data_extractor ?? null) as DataExtractor | null;
  found.add('data_extractor', type, type === null ? BLANK : oneOf(type, DATA_EXTRACTORS));
  const valid = type !== null && DATA_EXTRACTORS.includes(type);
  const sameType = valid && stored?.data_extractor === type;
  const input = valid && isBlockName(type) ? (body[type] ?? null) : null;
  if (valid && isBlockName(type) && (input !== null || !sameType))
    requirePermission(ctx.plan, BLOCK_PERMISSION[type]);
  const name = body.name === undefined && stored ? stored.name : body.name?.trim() ? body.name : null;
  if (name !== null) found.add('name', name, tooLong(name, 255));
  const fields = {
    customer_id: await ownerOf(ctx, body, stored, found),
    name,
    user_metadata: metadataOf(body, stored, found),
  };
  for (const other of BLOCK_NAMES) {
    if (other !== type && body[other] !== undefined && body[other] !== null) {
      const named = valid ? { named: 'yes', type } : { named: 'no', type: '' };
      found.add(other, null, phrase('violation.field.other_block', named));
    }
  }
  if (!valid || !isBlockName(type)) {
    if (found.items.length) throw new Violation(found.items);
    return { ...fields, data_extractor: type!, block: null };
  }
  if (input === null && sameType) {
    if (found.items.length) throw new Violation(found.items);
    return { ...fields, data_extractor: type, block: stored!.block };
  }
  if (input === null && type !== 'email') {
    found.add(type, null, phrase('violation.field.block_needed', { type }));
    throw new Violation(found.items);
  }
  const keep = { id: sourceId, type, stored: sameType ? stored!.block : null };
  const plain = await keepStoredSecrets(ctx.box, keep, input ?? {}, found);
  const settings = readBlock(type, plain, found) as unknown as Record<string, unknown>;
  if (type === 'sftp')
    settings.host_key = keptHostKey(plain, settings as unknown as SftpSettings, keep.stored);
  if (!found.has(type)) await checkReach(ctx.network, type, settings, found);
  if (found.items.length) throw new Violation(found.items);
  return { ...fields, data_extractor: type, block: await sealSecrets(ctx.box, sourceId, type, settings) };
}
