/**
 * The Source resource's vocabulary: the extractor types, the block each one fills, the permission
 * that gates it (DESIGN §7) and the settings each block holds once validated.
 */

import type { PermissionName } from '../../domain/plans.ts';
import type { FtpBlock } from '../../sources/blocks.ts';
import type { NameValue } from '../../store/schema/index.ts';
import type { DataExtractor } from '../../store/sources/sources.ts';

export type { DataExtractor };

export const DATA_EXTRACTORS: readonly DataExtractor[] = [
  'upload',
  'url',
  'ftp',
  'sftp',
  'custom',
  'email',
  'api_fetcher',
];

/** The extractors with a block of settings: every one but `upload`. */
export type BlockName = Exclude<DataExtractor, 'upload'>;
export const BLOCK_NAMES: readonly BlockName[] = ['url', 'ftp', 'sftp', 'custom', 'email', 'api_fetcher'];

/** The permission a plan needs to write, and to read, each block. */
export const BLOCK_PERMISSION: Readonly<Record<BlockName, PermissionName>> = {
  url: 'X_IMPORT_URL',
  ftp: 'X_IMPORT_FTP',
  sftp: 'X_IMPORT_SFTP',
  custom: 'X_IMPORT_CUSTOM',
  email: 'X_IMPORT_EMAIL',
  api_fetcher: 'X_API_FETCHER',
};

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;
export const CONTENT_TYPES = [
  'application/json',
  'application/xml',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
] as const;
export const PAGINATION_TYPES = ['none', 'page', 'cursor', 'link'] as const;

export interface UrlSettings {
  url: string;
  method: (typeof HTTP_METHODS)[number];
  headers: Record<string, string>;
  cookies: Record<string, string>;
  content_type: (typeof CONTENT_TYPES)[number] | null;
  body: string | null;
}

export interface ApiFetcherSettings extends UrlSettings {
  records_path: string;
  pagination: {
    type: (typeof PAGINATION_TYPES)[number];
    param: string | null;
    cursor_path: string | null;
    max_pages: number | null;
  };
}

export interface SftpSettings {
  host: string;
  username: string;
  port: number;
  password: string | null;
  path: string;
  private_key: string | null;
  /** Ferry's addition: the passphrase of an encrypted private_key. */
  passphrase: string | null;
  /**
   * Ferry's addition: the fingerprint (`SHA256:…`) the server must show; pinned by the first
   * successful run when null (trust on first use), kept while host and port stay the same.
   */
  host_key: string | null;
}

export interface CustomSettings {
  custom_data_extractor_id: string | null;
  handle: string | null;
  metadata: NameValue[];
}

/** The address is not a setting: it is the source's own, generated when it becomes `email`. */
export interface EmailSettings {
  allowed_senders: string[];
  subject_pattern: string | null;
}

export interface BlockSettings {
  url: UrlSettings;
  ftp: FtpBlock;
  sftp: SftpSettings;
  custom: CustomSettings;
  email: EmailSettings;
  api_fetcher: ApiFetcherSettings;
}
