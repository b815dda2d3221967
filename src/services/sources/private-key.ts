/**
 * Whether an SFTP private key can be used, checked when it is written rather than at the first
 * fetch. PEM keys (PKCS#1, PKCS#8, SEC1) are opened with node:crypto, passphrase included; an
 * OpenSSH key (`BEGIN OPENSSH PRIVATE KEY`) is only read far enough to know whether it is
 * encrypted, because opening one needs bcrypt-pbkdf, which node:crypto lacks. No message quotes the
 * key.
 */
import { createPrivateKey } from 'node:crypto';
import { type Phrase, phrase } from '../../domain/messages/index.ts';

const ARMOR = /^-----BEGIN ([A-Z0-9 ]*)PRIVATE KEY-----\r?\n([\s\S]+?)\r?\n-----END \1PRIVATE KEY-----$/;
const OPENSSH_MAGIC = 'openssh-key-v1\0';
const ENCRYPTED = phrase('violation.field.key_encrypted');

export function privateKeyProblem(key: string, passphrase: string | null): Phrase | null {
  if (key.length > 32_768) return phrase('violation.field.key_too_long');
  const armor = ARMOR.exec(key.trim());
  if (!armor) return phrase('violation.field.key_not_private');
  if (armor[1] === 'OPENSSH ') return openSshProblem(armor[2]!, passphrase);
  // OpenSSL asks for the missing passphrase of a PKCS#8 key by a failed callback, not by name.
  const encrypted = armor[1] === 'ENCRYPTED ' || /Proc-Type: *4, *ENCRYPTED/.test(armor[2]!);
  if (encrypted && !passphrase) return ENCRYPTED;
  try {
    createPrivateKey({ key: key.trim(), format: 'pem', ...(passphrase ? { passphrase } : {}) });
    return null;
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (code === 'ERR_MISSING_PASSPHRASE') return ENCRYPTED;
    if (passphrase && /DECRYPT|PASSPHRASE/i.test(code)) return phrase('violation.field.key_passphrase');
    return phrase('violation.field.key_unreadable');
  }
}

/** The header of an OpenSSH key: magic, then the cipher name (`none` when not encrypted). */
function openSshProblem(body: string, passphrase: string | null): Phrase | null {
  const raw = Buffer.from(body.replace(/\s+/g, ''), 'base64');
  const start = OPENSSH_MAGIC.length;
  if (raw.length < start + 4 || raw.subarray(0, start).toString('latin1') !== OPENSSH_MAGIC) {
    return phrase('violation.field.key_openssh_damaged');
  }
  const length = raw.readUInt32BE(start);
  const cipher = raw.subarray(start + 4, start + 4 + length).toString('latin1');
  if (cipher !== 'none' && !passphrase) return ENCRYPTED;
  return null;
}
