/**
 * The source blocks an extractor reads, field for field as the specification's Source resource
 * names them (url, ftp, sftp) and as DESIGN §7 decides the api_fetcher block. Secrets arrive here
 * decrypted; they never leave in a message (see SourceFailure).
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export type UrlContentType =
  | 'application/json'
  | 'application/xml'
  | 'text/plain'
  | 'application/x-www-form-urlencoded'
  | 'multipart/form-data';

/** `url`: one HTTP request whose answer is the file. */
export interface UrlBlock {
  /** Target of the request. */
  url: string;
  method: HttpMethod;
  /** Sent with the request (also to each redirect on the same origin). */
  headers: Record<string, string>;
  /** Sent as one Cookie header; never updated from answers. */
  cookies: Record<string, string>;
  /** Content-Type of `body`, unless `headers` already name one. */
  content_type: UrlContentType | null;
  /** The encoded body, sent as is. */
  body: string | null;
}

/** `ftp`: a file on an FTP server, plain or FTPS. */
export interface FtpBlock {
  host: string;
  username: string;
  password: string;
  /** Default 21 (990 means implicit FTPS when is_ssl). */
  port: number | null;
  /** `*` and `?` allowed in the last segment; the first match in name order is taken. */
  path: string;
  /** FTPS: explicit (AUTH TLS) on any port but 990, where it is implicit. */
  is_ssl: boolean | null;
}

/** `sftp`: a file on an SSH server, by password or private key. */
export interface SftpBlock {
  host: string;
  username: string;
  port: number;
  password: string | null;
  /** `*` and `?` allowed in the last segment; the first match in name order is taken. */
  path: string;
  /** OpenSSH or PEM private key. */
  private_key: string | null;
  /** Not in the specification: the passphrase of an encrypted private_key, if the caller keeps one. */
  passphrase?: string | null;
  /** Not in the specification: the host key fingerprint pinned for this server (`SHA256:…`), if any. */
  host_key?: string | null;
}

/** DESIGN §7: the url block's fields, plus where the records are and how to page. */
export interface ApiFetcherBlock extends UrlBlock {
  /** Dotted path to the array of records in each answer (`data.items`); empty: the answer itself. */
  records_path: string;
  pagination: {
    type: 'none' | 'page' | 'cursor' | 'link';
    /** Query parameter carrying the page number or the cursor. */
    param: string | null;
    /** Dotted path to the next cursor in an answer (cursor paging). */
    cursor_path: string | null;
    /** Pages fetched at most. */
    max_pages: number | null;
  };
}
