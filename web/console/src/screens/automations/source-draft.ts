/**
 * A source's settings as the form edits them (texts and lists), read from the stored source and
 * turned back into the request body of its kind. Secrets arrive as `********` and go back so
 * when untouched, which keeps the stored value.
 */
import type { MetadataItem } from '../../ui/metadata-editor.tsx';
import type { Pair } from './fields.tsx';
import type { Extractor, Source, SourceBody } from './types.ts';

/** What FTP and SFTP ask alike. */
export interface ServerDraft {
  host: string;
  port: string;
  username: string;
  password: string;
  path: string;
}

export interface SourceDraft {
  url: {
    url: string;
    method: string;
    headers: Pair[];
    cookies: Pair[];
    contentType: string;
    body: string;
  };
  ftp: ServerDraft & { ssl: boolean };
  sftp: ServerDraft & { privateKey: string; passphrase: string; hostKey: string };
  email: { senders: string; subject: string };
  custom: { extractorId: string; metadata: MetadataItem[] };
}

const pairs = (map: Record<string, string> | undefined): Pair[] =>
  Object.entries(map ?? {}).map(([name, value]) => ({ name, value }));
const record = (list: Pair[]) =>
  Object.fromEntries(list.filter((pair) => pair.name.trim()).map((pair) => [pair.name.trim(), pair.value]));
const portOf = (text: string) => (text.trim() ? Number(text.trim()) : null);

export function draftOf(stored: Source | null): SourceDraft {
  const { url, ftp, sftp, email, custom } = stored ?? {};
  return {
    url: {
      url: url?.url ?? '',
      method: url?.method ?? 'GET',
      headers: pairs(url?.headers),
      cookies: pairs(url?.cookies),
      contentType: url?.content_type ?? '',
      body: url?.body ?? '',
    },
    ftp: {
      host: ftp?.host ?? '',
      port: ftp?.port?.toString() ?? '',
      username: ftp?.username ?? '',
      password: ftp?.password ?? '',
      path: ftp?.path ?? '',
      ssl: ftp?.is_ssl ?? false,
    },
    sftp: {
      host: sftp?.host ?? '',
      port: sftp?.port?.toString() ?? '22',
      username: sftp?.username ?? '',
      password: sftp?.password ?? '',
      privateKey: sftp?.private_key ?? '',
      passphrase: sftp?.passphrase ?? '',
      path: sftp?.path ?? '',
      hostKey: sftp?.host_key ?? '',
    },
    email: { senders: (email?.allowed_senders ?? []).join('\n'), subject: email?.subject_pattern ?? '' },
    custom: {
      extractorId: custom?.custom_data_extractor_id ?? '',
      metadata: custom?.metadata.map((item) => ({ name: item.name, value: item.value ?? '' })) ?? [],
    },
  };
}

/** The settings block of the request body for `extractor`. */
export function blockOf(extractor: Extractor, draft: SourceDraft): Partial<SourceBody> {
  switch (extractor) {
    case 'url': {
      const { url } = draft;
      return {
        url: {
          url: url.url.trim(),
          method: url.method,
          headers: record(url.headers),
          cookies: record(url.cookies),
          content_type: url.contentType || null,
          body: url.body || null,
        },
      };
    }
    case 'ftp': {
      const { ftp } = draft;
      return {
        ftp: {
          host: ftp.host.trim(),
          port: portOf(ftp.port),
          username: ftp.username,
          password: ftp.password,
          path: ftp.path.trim(),
          is_ssl: ftp.ssl,
        },
      };
    }
    case 'sftp': {
      const { sftp } = draft;
      return {
        sftp: {
          host: sftp.host.trim(),
          port: portOf(sftp.port),
          username: sftp.username,
          password: sftp.password || null,
          private_key: sftp.privateKey || null,
          passphrase: sftp.passphrase || null,
          path: sftp.path.trim(),
          host_key: sftp.hostKey.trim() || null,
        },
      };
    }
    case 'email':
      return {
        email: {
          allowed_senders: draft.email.senders
            .split(/[\s,;]+/)
            .map((sender) => sender.trim())
            .filter(Boolean),
          subject_pattern: draft.email.subject.trim() || null,
        },
      };
    case 'custom':
      return {
        custom: {
          custom_data_extractor_id: draft.custom.extractorId || null,
          metadata: draft.custom.metadata.map((item) => ({
            name: item.name.trim(),
            value: item.value || null,
          })),
        },
      };
    default:
      return {};
  }
}
