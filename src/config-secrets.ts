/**
 * The settings of the configuration (src/config.ts) that are secrets: checked without echoing
 * their values in the sentence that refuses them.
 */
import { ConfigError } from './config-error.ts';

/** A token anyone could guess would open the metrics to the world: 16 characters at least. */
export function metricsToken(raw: string | undefined): string | null {
  const token = raw?.trim();
  if (!token) return null;
  if (token.length < 16 || /\s/.test(token)) {
    throw new ConfigError('FERRY_METRICS_TOKEN', 'must be at least 16 characters, without spaces.');
  }
  return token;
}

/** The key of the secrets kept at rest (FERRY_SECRET_KEY): 32 bytes, in hexadecimal or base64. */
export function secretKey(raw: string | undefined): Buffer | null {
  const value = raw?.trim();
  if (!value) return null;
  if (/^[0-9A-Fa-f]{64}$/.test(value)) return Buffer.from(value, 'hex');
  if (/^[A-Za-z0-9+/]{43}=?$/.test(value)) return Buffer.from(value, 'base64');
  throw new ConfigError('FERRY_SECRET_KEY', 'must be 32 bytes, as 64 hexadecimal characters or in base64.');
}
