/**
 * A push's header values at rest: sealed with the server's key (../identity/secret-box.ts) like a
 * source's passwords, each bound to its organisation and header name, so that a database dump or
 * a backup does not hand out the receiver's credentials. Only the push job opens them, to send.
 */
import type { TemplatePush } from '../../store/templates/templates.ts';
import type { SecretBox } from '../identity/secret-box.ts';

/** Where a header value belongs: another organisation's row, or another header, does not open it. */
function place(organisationId: string, name: string): string {
  return `${organisationId}:push.headers.${name.toLowerCase()}`;
}

/**
 * Seals the values `push` brings anew; a value kept from `stored` (a masked one sent back) is its
 * sealed text already, and stays as it is.
 */
export async function sealPushHeaders(
  secrets: SecretBox,
  organisationId: string,
  push: TemplatePush,
  stored: TemplatePush | null,
): Promise<TemplatePush> {
  const kept = new Map(Object.entries(stored?.headers ?? {}).map(([n, v]) => [n.toLowerCase(), v]));
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(push.headers)) {
    const sealed = kept.get(name.toLowerCase());
    headers[name] = sealed === value ? value : await secrets.seal(value, place(organisationId, name));
  }
  return { ...push, headers };
}

/** The header values in clear, to send; SecretUnreadable when the server's key is not the one that sealed them. */
export async function openPushHeaders(
  secrets: SecretBox,
  organisationId: string,
  push: TemplatePush,
): Promise<Record<string, string>> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(push.headers)) {
    headers[name] = await secrets.open(value, place(organisationId, name));
  }
  return headers;
}
