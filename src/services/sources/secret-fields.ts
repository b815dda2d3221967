/**
 * Which fields of a block are secrets, and their three states: plain (a write, an extraction),
 * sealed (the database, see ../identity/secret-box.ts) and masked (every read: `********`).
 * DESIGN §7 names ftp.password, sftp.password and sftp.private_key; Ferry adds sftp.passphrase,
 * every cookie of a url or api_fetcher block, and the headers whose name says they carry a
 * credential (Authorization, X-Api-Key, a token…), which is where an API's key usually travels.
 */

import { phrase } from '../../domain/messages/index.ts';
import { MASK } from '../../domain/secret-mask.ts';
import { type SecretBox, SecretUnreadable } from '../identity/secret-box.ts';
import type { Findings } from './field-checks.ts';
import type { BlockName } from './source-types.ts';

type Block = Record<string, unknown>;

const CREDENTIAL_HEADER = /auth|cookie|token|secret|passw|api[-_]?key|session|signature|credential/i;

function names(map: unknown): string[] {
  return map !== null && typeof map === 'object' ? Object.keys(map) : [];
}

/** The secret fields of a block, as paths (`['headers', 'Authorization']`). */
export function secretPaths(type: BlockName, block: Block): string[][] {
  switch (type) {
    case 'ftp':
      return [['password']];
    case 'sftp':
      return [['password'], ['private_key'], ['passphrase']];
    case 'url':
    case 'api_fetcher':
      return [
        ...names(block.headers)
          .filter((name) => CREDENTIAL_HEADER.test(name))
          .map((name) => ['headers', name]),
        ...names(block.cookies).map((name) => ['cookies', name]),
      ];
    default:
      return [];
  }
}

function get(block: Block, path: string[]): unknown {
  let at: unknown = block;
  for (const key of path) at = at !== null && typeof at === 'object' ? (at as Block)[key] : undefined;
  return at;
}

function set(block: Block, path: string[], value: string): void {
  let at = block;
  for (const key of path.slice(0, -1)) at = at[key] as Block;
  at[path.at(-1)!] = value;
}

const copy = (block: Block): Block => structuredClone(block);
const place = (sourceId: string, type: BlockName, path: string[]) => `${sourceId}:${type}.${path.join('.')}`;
const isSecret = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** The block as every read shows it: each secret that is set reads `********`. */
export function maskSecretFields(type: BlockName, block: Block): Block {
  const masked = copy(block);
  for (const path of secretPaths(type, block)) if (isSecret(get(block, path))) set(masked, path, MASK);
  return masked;
}

/**
 * A written block with each `********` replaced by the stored secret it keeps, opened. Only a
 * secret stored at the same place of the same type of block can be kept.
 */
export async function keepStoredSecrets(
  box: SecretBox,
  source: { id: string; type: BlockName; stored: Block | null },
  input: Block,
  found: Findings,
): Promise<Block> {
  const plain = copy(input);
  for (const path of secretPaths(source.type, input)) {
    if (get(input, path) !== MASK) continue;
    const at = `${source.type}.${path.join('.')}`;
    const sealed = source.stored ? get(source.stored, path) : undefined;
    if (!isSecret(sealed)) {
      found.add(at, MASK, phrase('violation.field.no_secret_kept'));
      continue;
    }
    try {
      set(plain, path, await box.open(sealed, place(source.id, source.type, path)));
    } catch (error) {
      if (!(error instanceof SecretUnreadable)) throw error;
      found.add(at, MASK, phrase('violation.field.secret_unreadable'));
    }
  }
  return plain;
}

/** The block as the database keeps it: each secret sealed, bound to this source and field. */
export async function sealSecrets(
  box: SecretBox,
  sourceId: string,
  type: BlockName,
  block: Block,
): Promise<Block> {
  const sealed = copy(block);
  for (const path of secretPaths(type, block)) {
    const value = get(block, path);
    if (isSecret(value)) set(sealed, path, await box.seal(value, place(sourceId, type, path)));
  }
  return sealed;
}

/** The block with its secrets opened, for the extractor that fetches the file; never for a response. */
export async function openSecrets(
  box: SecretBox,
  sourceId: string,
  type: BlockName,
  block: Block,
): Promise<Block> {
  const plain = copy(block);
  for (const path of secretPaths(type, block)) {
    const value = get(block, path);
    if (isSecret(value)) set(plain, path, await box.open(value, place(sourceId, type, path)));
  }
  return plain;
}
