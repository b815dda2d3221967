/**
 * The mail settings of the configuration (src/config.ts): outbound mail (SMTP_URL,
 * FERRY_MAIL_FROM) and Ferry's SMTP server for e-mail sources (FERRY_MAIL_DOMAIN and its STARTTLS
 * certificate).
 */
import path from 'node:path';
import { ConfigError } from './config-error.ts';

/** Checked without echoing the value: it may hold the SMTP password. */
export function smtpUrl(raw: string | undefined): string | null {
  const value = raw?.trim();
  if (!value) return null;
  let parsed: URL | null = null;
  try {
    parsed = new URL(value);
  } catch {}
  if (!parsed || !['smtp:', 'smtps:'].includes(parsed.protocol) || !parsed.hostname) {
    throw new ConfigError('SMTP_URL', 'must be smtp://[user:password@]host[:port] or smtps://….');
  }
  return value;
}

/** `Name <address>` or a bare address; the default names Ferry at the public URL's host. */
export function mailFrom(raw: string | undefined, publicUrl: string): string {
  const value = raw?.trim();
  if (!value) return `Ferry <no-reply@${new URL(publicUrl).hostname}>`;
  if (!/^([^<>\r\n]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/.test(value)) {
    throw new ConfigError('FERRY_MAIL_FROM', `"${value}" is neither an address nor "Name <address>".`);
  }
  return value;
}

const DOMAIN = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

export function mailDomain(raw: string | undefined): string {
  const value = raw?.trim().toLowerCase() || 'localhost';
  if (!DOMAIN.test(value)) throw new ConfigError('FERRY_MAIL_DOMAIN', `"${value}" is not a domain name.`);
  return value;
}

/** PEM files of the certificate and key Ferry's SMTP server offers STARTTLS with. */
export interface SmtpTlsFiles {
  certFile: string;
  keyFile: string;
}

/** Both files or neither: STARTTLS with the operator's certificate, or none. */
export function smtpTls(env: NodeJS.ProcessEnv): SmtpTlsFiles | null {
  const certFile = env.FERRY_SMTP_TLS_CERT?.trim() ?? '';
  const keyFile = env.FERRY_SMTP_TLS_KEY?.trim() ?? '';
  if (!certFile && !keyFile) return null;
  if (!certFile) throw new ConfigError('FERRY_SMTP_TLS_CERT', 'is needed with FERRY_SMTP_TLS_KEY.');
  if (!keyFile) throw new ConfigError('FERRY_SMTP_TLS_KEY', 'is needed with FERRY_SMTP_TLS_CERT.');
  return { certFile: path.resolve(certFile), keyFile: path.resolve(keyFile) };
}
